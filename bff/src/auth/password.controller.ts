import { Body, Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, PASSWORD_RESET_SENT } from '@filebridge/contracts';
import { CONFIG, type AppConfig } from '@filebridge/platform';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type Principal } from '../common';
import { AccountsService, toUserDto } from './accounts.service';
import { loginSource, rememberDevice } from './known-device';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordsService } from './passwords.service';
import { SecondFactorService } from './second-factor.service';
import { sessionOrigin } from './session-origin';
import { TokensService } from './tokens.service';

/** Forgotten and changed passwords. */
@Controller()
export class PasswordController {
  private readonly production: boolean;

  constructor(
    private readonly resets: PasswordResetService,
    private readonly passwords: PasswordsService,
    private readonly accounts: AccountsService,
    private readonly attempts: LoginAttemptsService,
    private readonly tokens: TokensService,
    private readonly secondFactor: SecondFactorService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.production = config.NODE_ENV === 'production';
  }

  @Endpoint(ENDPOINTS.requestPasswordReset)
  @UseGuards(ThrottlerGuard)
  async request(@Body() body: BodyIn<'requestPasswordReset'>, @Req() req: FastifyRequest): Answer<'requestPasswordReset'> {
    await this.resets.request(body.email, req.ip);
    return { success: true, message: PASSWORD_RESET_SENT };
  }

  /**
   * The owner proved they read the account's mail: earlier failed log-ins no longer hold this device
   * back, and the address counts as verified.
   */
  @Endpoint(ENDPOINTS.confirmPasswordReset)
  @UseGuards(ThrottlerGuard)
  async confirm(
    @Body() body: BodyIn<'confirmPasswordReset'>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Answer<'confirmPasswordReset'> {
    const accountId = await this.resets.confirm(body.token, body.password);
    const account = await this.accounts.find(accountId);
    const source = loginSource(req);
    await this.attempts.succeeded(account.email, source);
    rememberDevice(reply, source, this.production);
    // The mailbox alone must not get past a second factor: the account's owner still gives a code.
    if (await this.secondFactor.isEnabled(account.id))
      return { success: true, twoFactorRequired: true, challengeId: await this.tokens.issueChallenge(account.id, 'customer') };
    return { success: true, user: toUserDto(account), token: await this.tokens.issue(account.id, 'customer', sessionOrigin(req)) };
  }

  @Endpoint(ENDPOINTS.changePassword)
  async change(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'changePassword'>): Answer<'changePassword'> {
    await this.passwords.change(p, body);
    return { success: true };
  }
}
