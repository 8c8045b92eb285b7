export { AuthModule } from './auth.module';
export { AccountsService } from './accounts.service';
export { TokensService } from './tokens.service';
export { bearerToken } from './token-authenticator';
export { ADMIN_COOKIE, ADMIN_COOKIE_PATH } from './admin-cookie';
export { requireVerifiedEmail, VerifiedEmailGuard } from './verified-email.guard';
export { SecondFactorService } from './second-factor.service';
export { SessionsService } from './sessions.service';
export { AdminSignIn } from './admin-sign-in.service';
