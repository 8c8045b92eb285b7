import { Global, Module } from '@nestjs/common';
import { AUTHENTICATOR, sealedValuesProvider } from '../common';
import { AccountsService } from './accounts.service';
import { AdminAuthController } from './admin-auth.controller';
import { AdminSignIn } from './admin-sign-in.service';
import { AuthController } from './auth.controller';
import { EmailController } from './email.controller';
import { EmailVerificationService } from './email-verification.service';
import { FlowLimits } from './flow-limits';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordController } from './password.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordsService } from './passwords.service';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorService } from './second-factor.service';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { SignupService } from './signup.service';
import { TokenAuthenticator } from './token-authenticator';
import { TokensService } from './tokens.service';

/** Sign-in for customers and admins; global, as every signed-in route of every context authenticates through it. */
@Global()
@Module({
  controllers: [AuthController, AdminAuthController, SessionsController, PasswordController, EmailController, SecondFactorController],
  providers: [
    AccountsService,
    AdminSignIn,
    TokensService,
    SessionsService,
    SignupService,
    FlowLimits,
    sealedValuesProvider,
    PasswordsService,
    PasswordResetService,
    EmailVerificationService,
    SecondFactorService,
    LoginAttemptsService,
    TokenAuthenticator,
    { provide: AUTHENTICATOR, useExisting: TokenAuthenticator },
  ],
  exports: [AUTHENTICATOR, TokensService, AccountsService, SecondFactorService, SessionsService, AdminSignIn],
})
export class AuthModule {}
