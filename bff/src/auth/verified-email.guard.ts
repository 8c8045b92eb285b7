import { ForbiddenException } from '@nestjs/common';
import { EMAIL_UNVERIFIED } from '@filebridge/contracts';
import type { Principal } from '../common';

/**
 * For what only the address's proven owner may do (download documents, reveal an SSN): a
 * customer who has not verified their address gets a 403 saying how to.
 */
export function requireVerifiedEmail(p: Principal): void {
  if (p.role === 'customer' && !p.emailVerified) throw new ForbiddenException(EMAIL_UNVERIFIED);
}
