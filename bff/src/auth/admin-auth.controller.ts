import { Body, Controller, Inject, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { CONFIG, type AppConfig } from '@filebridge/platform';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type Principal } from '../common';
import { AccountsService, toAdminProfile } from './accounts.service';
import { AdminSignIn } from './admin-sign-in.service';
import { loginSource, rememberDevice } from './known-device';
import { SecondFactorService } from './second-factor.service';
import { SessionsService } from './sessions.service';
import { TokensService } from './tokens.service';

const NOT_STAFF_CHALLENGE = { message: 'This log-in has expired. Please log in again.', code: 'invalid_challenge' };

/**
 * Staff sign-in: the password, then the code of the second factor once it is on. A staff member
 * without one yet is signed in to enrol it and reaches nothing else (see AudienceGuard).
 */
@Controller()
export class AdminAuthController {
  private readonly production: boolean;

  constructor(
    private readonly accounts: AccountsService,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly factor: SecondFactorService,
    private readonly signIn: AdminSignIn,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.production = config.NODE_ENV === 'production';
  }

  @Endpoint(ENDPOINTS.adminLogin)
  @UseGuards(ThrottlerGuard)
  async login(
    @Body() body: BodyIn<'adminLogin'>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Answer<'adminLogin'> {
    const source = loginSource(req);
    const account = await this.accounts.login(body, 'admin', source);
    rememberDevice(reply, source, this.production);
    if (await this.factor.isEnabled(account.id))
      return { success: true, twoFactorRequired: true, challengeId: await this.tokens.issueChallenge(account.id, 'admin') };
    return this.signIn.start(account.id, req, reply);
  }

  @Endpoint(ENDPOINTS.adminLoginSecondFactor)
  @UseGuards(ThrottlerGuard)
  async loginSecondFactor(
    @Body() body: BodyIn<'adminLoginSecondFactor'>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Answer<'adminLoginSecondFactor'> {
    const accountId = await this.tokens.readChallenge(body.challengeId, 'admin');
    // A staff member deactivated since their password step signs nobody in.
    if ((await this.accounts.find(accountId)).deactivatedAt) throw new UnauthorizedException(NOT_STAFF_CHALLENGE);
    await this.factor.verify(accountId, body.code);
    rememberDevice(reply, loginSource(req), this.production);
    return this.signIn.start(accountId, req, reply);
  }

  @Endpoint(ENDPOINTS.adminLogout)
  async logout(@CurrentPrincipal() p: Principal): Answer<'adminLogout'> {
    await this.sessions.end(p.id, p.sessionId);
    return { success: true };
  }

  @Endpoint(ENDPOINTS.adminMe)
  async me(@CurrentPrincipal() p: Principal): Answer<'adminMe'> {
    return { success: true, admin: toAdminProfile(await this.accounts.find(p.id), p.secondFactor ?? false) };
  }

  @Endpoint(ENDPOINTS.adminSecondFactorStatus)
  async secondFactorStatus(@CurrentPrincipal() p: Principal): Answer<'adminSecondFactorStatus'> {
    return { success: true, data: await this.factor.status(p.id) };
  }

  @Endpoint(ENDPOINTS.adminEnrolSecondFactor)
  async enrol(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'adminEnrolSecondFactor'>): Answer<'adminEnrolSecondFactor'> {
    return { success: true, data: await this.factor.enrol(p, body.password) };
  }
}
