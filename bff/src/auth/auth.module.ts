import { Global, Module } from '@nestjs/common';
import { AccountsService } from './accounts.service';
import { AdminAuthController, AuthController } from './auth.controller';
import { AdminGuard, CustomerGuard } from './guards';
import { LoginAttemptsService } from './login-attempts.service';
import { TokensService } from './tokens.service';

@Global()
@Module({
  controllers: [AuthController, AdminAuthController],
  providers: [AccountsService, TokensService, LoginAttemptsService, CustomerGuard, AdminGuard],
  exports: [TokensService, CustomerGuard, AdminGuard, AccountsService],
})
export class AuthModule {}
