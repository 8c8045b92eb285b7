import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthedRequest } from './principal';
import { SAFE_METHODS } from './request-kinds';
import { TOO_MANY_REQUESTS, WriteRateLimiter } from './write-rate-limiter';

/**
 * Spends from the signed-in account's write budget. It runs after the authentication guard, so the
 * account is the one a verified token names: a forged or stale token is refused before it can
 * spend anyone's budget.
 */
@Injectable()
export class AccountRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: WriteRateLimiter) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    if (SAFE_METHODS.has(req.method) || !req.principal) return true;
    const wait = await this.limiter.spend('account', req.principal.id);
    if (!wait) return true;
    void ctx.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(wait));
    throw new HttpException(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
