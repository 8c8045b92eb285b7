export { LoginPage, SignupPage } from './components/auth-page';
export { ForgotPasswordPage, ResetPasswordPage } from './components/password-pages';
export { resolveAuthRedirect, sanitizeRedirect, authLink } from './redirect';
export { login, signup } from './api/auth';
