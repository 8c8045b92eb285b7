import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { EMAIL_UNVERIFIED } from '@filebridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../common';

/**
 * For what only the address's proven owner may do (download documents, reveal an SSN): a
 * customer who has not verified their address gets a 403 saying how to.
 */
export function requireVerifiedEmail(p: Principal): void {
  if (p.role === 'customer' && !p.emailVerified) throw new ForbiddenException(EMAIL_UNVERIFIED);
}

/** `@UseGuards(VerifiedEmailGuard)` on a signed-in route; it runs after the sign-in check, which sets the principal. */
@Injectable()
export class VerifiedEmailGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const p = ctx.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>().principal;
    if (p) requireVerifiedEmail(p);
    return true;
  }
}
