import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { CONFIG, REDIS, type AppConfig } from '@filebridge/platform';

/**
 * Takes one attempt from the account's budget, atomically: an attempt over the limit takes
 * nothing, so refused attempts do not prolong the lock. Returns 1 when the attempt may be judged.
 */
const RESERVE_ATTEMPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Login attempts are counted per account whatever the IP (OWASP authentication cheat sheet), in
 * Redis so the count holds across bff replicas. Each attempt is counted before its password is
 * judged, so guesses sent in parallel cannot all be judged before the first failure is recorded:
 * at most LOGIN_MAX_FAILURES are judged until a success clears the count or the lock expires.
 * The lock is temporary, which limits how far a stranger can lock someone out.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  private key(email: string) {
    return `${this.config.QUEUE_PREFIX}:login-fail:${email.toLowerCase()}`;
  }

  /** Counts the attempt as a failure until `clear` says otherwise; answers 429 when the budget is spent. */
  async reserve(email: string): Promise<void> {
    const { LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES } = this.config;
    // Redis being away must not stop every sign-in, so an attempt that cannot be counted is judged.
    const granted = await this.redis
      .eval(RESERVE_ATTEMPT, 1, this.key(email), LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES * 60_000)
      .catch(() => 1);
    if (Number(granted) !== 1) {
      throw new HttpException(
        {
          message: `Too many failed attempts. Try again in ${LOGIN_LOCK_MINUTES} minutes or reset your password.`,
          code: 'too_many_attempts',
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email)).catch(() => undefined);
  }
}
