export { SecurityPage } from './components/security-page';
export { EmailBanner } from './components/email-banner';
export { VerifyEmailPage } from './components/verify-email-page';
