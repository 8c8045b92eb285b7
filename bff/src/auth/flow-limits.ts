import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { RateLimitStorage } from '../common';

/** A budget of requests for one flow and one subject (an address, a client IP, an account) per window. */
export interface FlowLimit {
  flow: string;
  limit: number;
  windowMinutes: number;
}

/**
 * Budgets for the account flows that mail someone (password reset, email verification), counted
 * with the other rate limits so they hold across bff replicas. The answer is the same 429 whether
 * or not an account uses the subject, so a limit reveals nothing about who has an account.
 */
@Injectable()
export class FlowLimits {
  constructor(private readonly storage: RateLimitStorage) {}

  async spend(rule: FlowLimit, subject: string): Promise<void> {
    const windowMs = rule.windowMinutes * 60_000;
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(
      `${rule.flow}:${subject.toLowerCase()}`,
      windowMs,
      rule.limit,
      windowMs,
      rule.flow,
    );
    if (!isBlocked) return;
    const minutes = Math.max(1, Math.ceil(timeToBlockExpire / 60));
    throw new HttpException(
      { message: `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, code: 'too_many_requests' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
