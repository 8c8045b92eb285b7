import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { CONFIG, REDIS, type AppConfig } from '@filebridge/platform';

/**
 * Takes one attempt from the budgets it counts against, atomically, before its password is judged.
 * KEYS: the source's failures, the account's failures from unknown devices, the time before which
 * unknown devices must wait. ARGV: the limit, the lock in ms, 1 for a known device.
 * Answers {1, 0} when the attempt may be judged, {0, ms} while the source is locked, {-1, ms} while
 * unknown devices are slowed. A refused attempt takes nothing, so it never prolongs a lock.
 */
const RESERVE_ATTEMPT = `
local max = tonumber(ARGV[1])
local lockMs = tonumber(ARGV[2])
local known = ARGV[3] == '1'
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if tonumber(redis.call('GET', KEYS[1]) or '0') >= max then return {0, redis.call('PTTL', KEYS[1])} end
if not known then
  local waitUntil = tonumber(redis.call('GET', KEYS[3]) or '0')
  if now < waitUntil then return {-1, waitUntil - now} end
end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], lockMs)
if not known then
  local failures = redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], lockMs)
  if failures >= max then
    redis.call('SET', KEYS[3], now + math.min(lockMs, 1000 * 2 ^ (failures - max)), 'PX', lockMs)
  end
end
return {1, 0}`;

/** How long a device that signed in to an account stays known to it. */
const KNOWN_DEVICE_MS = 180 * 24 * 60 * 60 * 1000;

/** Where an attempt comes from: the client's address, and the device id its cookie carries. */
export interface LoginSource {
  ip: string;
  deviceId: string;
}

const waitText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * Slows password guessing without letting a stranger keep the owner out. Attempts are counted in
 * Redis (shared by every bff replica), each before its password is judged, so guesses sent in
 * parallel cannot all be judged before the first failure is recorded:
 * - per account and source (a device the account signed in from, else the client's address): at
 *   most LOGIN_MAX_FAILURES are judged until a success clears the count or LOGIN_LOCK_MINUTES pass,
 *   so one source cannot guess on, and its lock holds back that source only;
 * - per account, from devices it never signed in from, whatever their address: past
 *   LOGIN_MAX_FAILURES each further attempt waits twice as long as the one before (1 s, 2 s, 4 s…,
 *   at most LOGIN_LOCK_MINUTES), so guessing from many addresses stays slow;
 * - a device the account signed in from before is never slowed by others' failures: the owner (or
 *   the admin) with the right password on their own device still gets in.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  private key(email: string, part: string) {
    return `${this.config.QUEUE_PREFIX}:login:${email.toLowerCase()}:${part}`;
  }

  /** Counts the attempt as a failure until `succeeded` says otherwise; answers 429 while it may not be judged. */
  async reserve(email: string, source: LoginSource): Promise<void> {
    const { LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES } = this.config;
    // Redis being away must not stop every sign-in, so an attempt that cannot be counted is judged.
    const answer = await this.reserveIn(email, source, LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES * 60_000).catch(() => [1, 0]);
    const [granted, waitMs] = answer.map(Number) as [number, number];
    if (granted === 1) return;
    const message =
      granted === 0
        ? `Too many failed attempts from this device or network. Try again in ${waitText(waitMs)}, or log in from a device you have logged in on before.`
        : `This account has had many failed log-in attempts, so attempts from new devices are slowed down. Try again in ${waitText(waitMs)}, or log in from a device you have logged in on before.`;
    throw new HttpException({ message, code: 'too_many_attempts' }, HttpStatus.TOO_MANY_REQUESTS);
  }

  private async reserveIn(email: string, source: LoginSource, max: number, lockMs: number): Promise<unknown[]> {
    const known = (await this.redis.sismember(this.key(email, 'devices'), source.deviceId)) === 1;
    const from = known ? `device:${source.deviceId}` : `ip:${source.ip}`;
    return (await this.redis.eval(
      RESERVE_ATTEMPT,
      3,
      this.key(email, from),
      this.key(email, 'unknown-failures'),
      this.key(email, 'unknown-wait'),
      max,
      lockMs,
      known ? 1 : 0,
    )) as unknown[];
  }

  /** The right password: the failures counted against the account are forgotten and the device is known from now on. */
  async succeeded(email: string, source: LoginSource): Promise<void> {
    const devices = this.key(email, 'devices');
    await this.redis
      .multi()
      .del(this.key(email, `ip:${source.ip}`), this.key(email, `device:${source.deviceId}`))
      .del(this.key(email, 'unknown-failures'), this.key(email, 'unknown-wait'))
      .sadd(devices, source.deviceId)
      .pexpire(devices, KNOWN_DEVICE_MS)
      .exec()
      .catch(() => undefined);
  }
}
