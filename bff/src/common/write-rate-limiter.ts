import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CONFIG, LOGGER, type AppConfig } from '@filebridge/platform';
import { RateLimitStorage } from './rate-limit-storage';

export const TOO_MANY_REQUESTS = { message: 'Too many requests. Please wait a minute and try again.', code: 'too_many_requests' } as const;

const WINDOW_MS = 60_000;

/**
 * Budgets for state-changing requests, one window a minute, counted in Redis beside the other
 * throttle counters so they hold across bff replicas: per client IP over every route, and per
 * signed-in account (whose id comes from a verified token only) over every route behind a sign-in.
 */
@Injectable()
export class WriteRateLimiter {
  constructor(
    private readonly storage: RateLimitStorage,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** Spends one request of the budget; the seconds to wait when it is spent, else 0. */
  async spend(scope: 'ip' | 'account', subject: string): Promise<number> {
    const limit = scope === 'ip' ? this.config.WRITE_RATE_LIMIT_PER_MINUTE : this.config.ACCOUNT_RATE_LIMIT_PER_MINUTE;
    try {
      return await this.storage.spendInWindow(`writes:${scope}:${subject}`, WINDOW_MS, limit);
    } catch (err) {
      // A rate limiter that cannot count must not take every write down with Redis.
      this.log.warn({ err: String(err) }, 'write rate limit not counted');
      return 0;
    }
  }
}
