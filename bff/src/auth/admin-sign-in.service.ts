import '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminLoginResponse } from '@filebridge/contracts';
import { CONFIG, type AppConfig } from '@filebridge/platform';
import { AccountsService, toAdminProfile } from './accounts.service';
import { ADMIN_COOKIE, ADMIN_COOKIE_PATH } from './admin-cookie';
import { SecondFactorService } from './second-factor.service';
import { sessionOrigin } from './session-origin';
import { TokensService } from './tokens.service';

/** Starts a staff session once the sign-in is proven (password and code, or an accepted invitation). */
@Injectable()
export class AdminSignIn {
  private readonly production: boolean;

  constructor(
    private readonly accounts: AccountsService,
    private readonly tokens: TokensService,
    private readonly factor: SecondFactorService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.production = config.NODE_ENV === 'production';
  }

  /** The session's token, also set as the queue board's cookie (the board cannot send a bearer header). */
  async start(accountId: string, req: FastifyRequest, reply: FastifyReply): Promise<AdminLoginResponse> {
    const [account, enabled] = await Promise.all([this.accounts.find(accountId), this.factor.isEnabled(accountId)]);
    const token = await this.tokens.issue(account.id, 'admin', sessionOrigin(req));
    reply.setCookie(ADMIN_COOKIE, token, { path: ADMIN_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: this.production });
    return { success: true, admin: toAdminProfile(account, enabled), token };
  }
}
