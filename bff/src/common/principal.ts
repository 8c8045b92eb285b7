import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Audience as EndpointAudience, StaffRole } from '@filebridge/contracts';

/** Who may sign in: every audience of the API but the public. */
export type Audience = Exclude<EndpointAudience, 'public'>;

/** The signed-in caller, as a verified token names it. */
export interface Principal {
  id: string;
  role: Audience;
  email: string;
  /** The sign-in the token belongs to; ending it signs this device out. */
  sessionId: string;
  /** Whether the owner of `email` proved it by a mailed link (see requireVerifiedEmail). */
  emailVerified: boolean;
  /** A staff member's role; null for customers. */
  staffRole?: StaffRole | null;
  /** Whether the account's second factor is on (staff reach nothing else until it is). */
  secondFactor?: boolean;
  /** The address the request came from, as the audit log records it. */
  ip?: string;
}

export type AuthedRequest = FastifyRequest & { principal?: Principal };

/**
 * Verifies the caller of a signed-in route for one audience. The sign-in context provides it, so
 * the request pipeline here needs no knowledge of tokens or accounts.
 */
export interface Authenticator {
  authenticate(req: FastifyRequest, audience: Audience): Promise<Principal>;
}
export const AUTHENTICATOR = Symbol('AUTHENTICATOR');

export const NOT_SIGNED_IN = { message: 'Please log in to continue.', code: 'unauthenticated' } as const;

export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const p = ctx.switchToHttp().getRequest<AuthedRequest>().principal;
  if (!p) throw new UnauthorizedException(NOT_SIGNED_IN);
  return p;
});
