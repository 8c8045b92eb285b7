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
import { TokensService } from './tokens.service';

/** Two-step sign-in: setting it up, turning it off, and the second step of a log-in. */
@Controller()
export class SecondFactorController {
  private readonly production: boolean;

  constructor(
    private readonly factor: SecondFactorService,
    private readonly accounts: AccountsService,
    private readonly tokens: TokensService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.production = config.NODE_ENV === 'production';
  }

  @Endpoint(ENDPOINTS.secondFactorStatus)
  async status(@CurrentPrincipal() p: Principal): Answer<'secondFactorStatus'> {
    return { success: true, data: await this.factor.status(p.id) };
  }

  @Endpoint(ENDPOINTS.enrolSecondFactor)
  async enrol(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'enrolSecondFactor'>): Answer<'enrolSecondFactor'> {
    return { success: true, data: await this.factor.enrol(p, body.password) };
  }

  @Endpoint(ENDPOINTS.confirmSecondFactor)
  async confirm(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'confirmSecondFactor'>): Answer<'confirmSecondFactor'> {
    return { success: true, data: { recoveryCodes: await this.factor.confirm(p, body.code) } };
  }

  @Endpoint(ENDPOINTS.disableSecondFactor)
  async disable(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'disableSecondFactor'>): Answer<'disableSecondFactor'> {
    await this.factor.disable(p, body.code);
    return { success: true };
  }

  @Endpoint(ENDPOINTS.loginSecondFactor)
  @UseGuards(ThrottlerGuard)
  async login(
    @Body() body: BodyIn<'loginSecondFactor'>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Answer<'loginSecondFactor'> {
    const accountId = await this.tokens.readChallenge(body.challengeId, 'customer');
    await this.factor.verify(accountId, body.code);
    const account = await this.accounts.find(accountId);
    rememberDevice(reply, loginSource(req), this.production);
    return { success: true, user: toUserDto(account), token: await this.tokens.issue(account.id, 'customer', sessionOrigin(req)) };
  }
}
