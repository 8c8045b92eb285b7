import type { DataSource } from 'typeorm';
import type IORedis from 'ioredis';
import { pingRedis } from '../queue/redis';

export interface ReadinessReport {
  status: 'ready' | 'unavailable';
  checks: Record<string, { status: 'up' | 'down'; error?: string }>;
}

/** A check of something a process needs beyond its database and Redis: resolves when fine, rejects naming what is wrong. */
export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<void>;
}

const withTimeout = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`${what} timed out`)), ms).unref())]);

/** Real checks of both dependencies and of any `extra` one, each bounded so a hung server reads as down, not as a hang. */
export async function checkReadiness(ds: DataSource, redis: IORedis, extra: readonly ReadinessCheck[] = []): Promise<ReadinessReport> {
  const checks: ReadinessReport['checks'] = {};
  await Promise.all([
    withTimeout(ds.query<unknown>('SELECT 1'), 1500, 'PostgreSQL query')
      .then(() => (checks.database = { status: 'up' }))
      .catch((e: Error) => (checks.database = { status: 'down', error: e.message })),
    pingRedis(redis, 1500)
      .then(() => (checks.redis = { status: 'up' }))
      .catch((e: Error) => (checks.redis = { status: 'down', error: e.message })),
    ...extra.map((c) =>
      withTimeout(c.check(), 1500, c.name)
        .then(() => (checks[c.name] = { status: 'up' }))
        .catch((e: Error) => (checks[c.name] = { status: 'down', error: e.message })),
    ),
  ]);
  const ready = Object.values(checks).every((c) => c.status === 'up');
  return { status: ready ? 'ready' : 'unavailable', checks };
}
