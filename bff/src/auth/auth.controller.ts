import '@fastify/cookie';
import { Body, Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { CONFIG, type AppConfig } from '@filebridge/platform';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type Principal } from '../common';
import { AccountsService, toUserDto } from './accounts.service';
import { loginSource, rememberDevice } from './known-device';
import { SecondFactorService } from './second-factor.service';
import { sessionOrigin } from './session-origin';
import { SessionsService } from './sessions.service';
import { SignupService } from './signup.service';
import { TokensService } from './tokens.service';

@Controller()
export class AuthController {
  private readonly production: boolean;

  constructor(
    private readonly accounts: AccountsService,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly secondFactor: SecondFactorService,
    private readonly signups: SignupService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.production = config.NODE_ENV === 'production';
  }

  /** Sets the session and XSRF cookies (the XSRF hook does it for this path); the SPA calls it first. */
  @Endpoint(ENDPOINTS.csrf)
  csrf(): void {}

  @Endpoint(ENDPOINTS.signup)
  @UseGuards(ThrottlerGuard)
  async signup(
    @Body() body: BodyIn<'signup'>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Answer<'signup'> {
    const source = loginSource(req);
    const { user, token } = await this.signups.signup(body, source, sessionOrigin(req));
    rememberDevice(reply, source, this.production);
    return { success: true, user, token };
  }

  @Endpoint(ENDPOINTS.login)
  @UseGuards(ThrottlerGuard)
  async login(@Body() body: BodyIn<'login'>, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Answer<'login'> {
    const source = loginSource(req);
    const account = await this.accounts.login(body, 'customer', source);
    rememberDevice(reply, source, this.production);
    // The password was right; an account with a second factor gets its session from the second step.
    if (await this.secondFactor.isEnabled(account.id))
      return { success: true, twoFactorRequired: true, challengeId: await this.tokens.issueChallenge(account.id, 'customer') };
    return { success: true, user: toUserDto(account), token: await this.tokens.issue(account.id, 'customer', sessionOrigin(req)) };
  }

  @Endpoint(ENDPOINTS.logout)
  async logout(@CurrentPrincipal() p: Principal): Answer<'logout'> {
    await this.sessions.end(p.id, p.sessionId);
    return { success: true };
  }

  @Endpoint(ENDPOINTS.me)
  async me(@CurrentPrincipal() p: Principal): Answer<'me'> {
    return { success: true, user: toUserDto(await this.accounts.find(p.id)) };
  }

  @Endpoint(ENDPOINTS.updateMe)
  async updateMe(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'updateMe'>): Answer<'updateMe'> {
    return { success: true, user: toUserDto(await this.accounts.updateProfile(p.id, body)) };
  }
}
