export { LoginPage, SignupPage } from './components/auth-page';
export { resolveAuthRedirect, sanitizeRedirect, authLink } from './redirect';
export { login, signup } from './api/auth';
