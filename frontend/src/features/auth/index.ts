export { LoginPage, SignupPage } from './components/auth-page';
export { resolveAuthRedirect } from './redirect';
export { login, signup, logout } from './api/auth';
