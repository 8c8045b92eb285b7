export { AuthModule } from './auth.module';
export { AccountsService } from './accounts.service';
export { TokensService } from './tokens.service';
export { bearerToken } from './token-authenticator';
export { ADMIN_COOKIE, ADMIN_COOKIE_PATH } from './admin-cookie';
export { requireVerifiedEmail } from './verified-email.guard';
export { SecondFactorService } from './second-factor.service';
export { AdminSignIn } from './admin-sign-in.service';
