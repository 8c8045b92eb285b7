import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { CONFIG, REDIS, type AppConfig } from '@filebridge/platform';

/**
 * Failed logins are counted per account whatever the IP (OWASP authentication cheat sheet), in
 * Redis so the count holds across bff replicas. The lock is temporary, which limits how far a
 * stranger can lock someone out.
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

  async assertNotLocked(email: string): Promise<void> {
    const count = Number(await this.redis.get(this.key(email)).catch(() => 0));
    if (count >= this.config.LOGIN_MAX_FAILURES) {
      throw new HttpException(
        {
          message: `Too many failed attempts. Try again in ${this.config.LOGIN_LOCK_MINUTES} minutes or reset your password.`,
          code: 'too_many_attempts',
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    await this.redis
      .multi()
      .incr(key)
      .expire(key, this.config.LOGIN_LOCK_MINUTES * 60)
      .exec()
      .catch(() => undefined);
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email)).catch(() => undefined);
  }
}
