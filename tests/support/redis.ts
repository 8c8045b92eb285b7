import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import IORedis from 'ioredis';

export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: run the suites with `npm test`.');
  return url;
}

/** A key prefix per suite keeps queues apart on the shared test Redis. */
export const uniquePrefix = () => `t${randomBytes(4).toString('hex')}`;

/** Every key under a prefix, a SCAN page at a time. */
async function* keysUnder(r: IORedis, prefix: string): AsyncGenerator<string[]> {
  let cursor = '0';
  do {
    const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) yield keys;
  } while (cursor !== '0');
}

export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const r = new IORedis(url, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of keysUnder(r, prefix)) await r.del(...keys);
  } finally {
    r.disconnect();
  }
}

/**
 * Deletes every key under a prefix but the data of some jobs that had yet to finish (waiting,
 * delayed, prioritized, running), as Redis losing keys one by one (a wipe key by key, an eviction)
 * can leave them: the worst of such a loss, a job that was still to run kept in no queue state, where
 * queueing it again under its id is a no-op. `keep` picks the jobs kept; answers how many were.
 */
export async function deleteKeysLeavingJobData(url: string, prefix: string, keep: () => boolean): Promise<number> {
  const r = new IORedis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    for await (const page of keysUnder(r, prefix)) keys.push(...page);
    const kept = new Set<string>();
    for (const key of keys) {
      const state = /^(.*):(wait|paused|active|delayed|prioritized)$/.exec(key);
      if (!state) continue;
      const ids = state[2] === 'delayed' || state[2] === 'prioritized' ? await r.zrange(key, 0, -1) : await r.lrange(key, 0, -1);
      for (const id of ids) if (keep()) kept.add(`${state[1]}:${id}`);
    }
    const doomed = keys.filter((k) => !kept.has(k));
    for (let i = 0; i < doomed.length; i += 1000) await r.del(...doomed.slice(i, i + 1000));
    return kept.size;
  } finally {
    r.disconnect();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.once('error', reject);
  });
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** A redis-server of the test's own, for tests that stop and restart Redis. */
export class OwnRedis {
  private child?: ChildProcess;
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'fb-redis-'));
  constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const r = new OwnRedis(await freePort());
    await r.start();
    return r;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 200 && !(await canConnect(this.port)); i++) await new Promise((r) => setTimeout(r, 25));
  }

  async stop(): Promise<void> {
    const c = this.child;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  }

  /** SIGKILL, as a crashed or OOM-killed server; `start` brings it back with what its append-only file kept. */
  async kill(): Promise<void> {
    const c = this.child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}
