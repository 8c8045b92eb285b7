import pino from 'pino';
import { JOBS } from '@filebridge/contracts';
import { createTestDatabase, OwnRedis, query, uniquePrefix, type TestDatabase } from '@filebridge/test-support';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { createRedis } from '../queue/redis';
import { QueueRegistry } from '../queue/queue-registry';
import { OutboxRelay } from './outbox-relay';

describe('outbox relay', () => {
  let db: TestDatabase;
  let redis: OwnRedis;
  let ds: DataSource;

  beforeAll(async () => {
    [db, redis] = await Promise.all([createTestDatabase(), OwnRedis.start()]);
    ds = await createDataSource(db.url).initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    await redis.stop();
    await db.drop();
  });

  async function withRelay<T>(fn: (relay: OutboxRelay, queues: QueueRegistry) => Promise<T>): Promise<T> {
    const connection = createRedis(redis.url, 'producer');
    const queues = new QueueRegistry(connection, uniquePrefix());
    const relay = new OutboxRelay(ds, queues, pino({ level: 'silent' }), { databaseUrl: db.url, pollMs: 60_000 });
    try {
      return await fn(relay, queues);
    } finally {
      await queues.close();
      connection.disconnect();
    }
  }

  const insert = (topic: string, jobId: string) =>
    query(db.url, `INSERT INTO outbox (topic, payload, job_id) VALUES ($1, '{"n":1}', $2)`, [topic, jobId]);

  it('publishes rows for several queues in one pass, each job under its row’s id', async () => {
    await insert(JOBS.stripeEvent, 'evt_relay_1');
    await insert(JOBS.stripeEvent, 'evt_relay_2');
    await insert(JOBS.mailSend, 'mail_relay_1');
    await withRelay(async (relay, queues) => {
      expect(await relay.drain()).toBe(3);
      expect(await queues.get('stripe-events').getJob('evt_relay_2')).toBeDefined();
      expect((await queues.get('mail').getJob('mail_relay_1'))?.name).toBe(JOBS.mailSend);
    });
    expect(await query(db.url, `SELECT 1 FROM outbox WHERE published_at IS NULL`)).toHaveLength(0);
  });

  it('keeps rows with their error while Redis is down and publishes them once it is back', async () => {
    await insert(JOBS.mailSend, 'mail_relay_down');
    await withRelay(async (relay, queues) => {
      // A producer already connected fails fast when Redis goes (it keeps no offline queue).
      await queues.get('mail').waitUntilReady();
      await redis.stop();
      expect(await relay.drain()).toBe(0);
      const [row] = await query<{ attempts: number; last_error: string }>(
        db.url,
        `SELECT attempts, last_error FROM outbox WHERE job_id = 'mail_relay_down'`,
      );
      expect(row!.attempts).toBe(1);
      expect(row!.last_error).not.toBe('');
      await redis.start();
      let published = 0;
      for (let i = 0; i < 50 && published === 0; i++) {
        published = await relay.drain();
        if (!published) await new Promise((r) => setTimeout(r, 100));
      }
      expect(published).toBe(1);
      expect(await queues.get('mail').getJob('mail_relay_down')).toBeDefined();
    });
  });

  it('several relays draining at once publish every row exactly once', async () => {
    const connection = createRedis(redis.url, 'producer');
    const prefix = uniquePrefix();
    const published: string[] = [];
    const relays = Array.from({ length: 3 }, () => {
      const queues = new QueueRegistry(connection, prefix);
      const addMany = queues.addMany.bind(queues);
      jest.spyOn(queues, 'addMany').mockImplementation(async (jobs) => {
        const outcome = await addMany(jobs);
        jobs.forEach((j, i) => outcome[i] === null && published.push(j.jobId));
        return outcome;
      });
      return {
        queues,
        relay: new OutboxRelay(ds, queues, pino({ level: 'silent' }), { databaseUrl: db.url, pollMs: 60_000, batchSize: 7 }),
      };
    });
    try {
      const rows = Array.from({ length: 150 }, (_, i) => `multi_relay_${i}`);
      // Rows keep arriving while all three drain, in small batches that interleave.
      const inserting = (async () => {
        for (let i = 0; i < rows.length; i += 10) {
          await query(db.url, `INSERT INTO outbox (topic, payload, job_id) SELECT $1, '{"n":1}', unnest($2::text[])`, [
            JOBS.mailSend,
            rows.slice(i, i + 10),
          ]);
          await Promise.all(relays.map(({ relay }) => relay.drain()));
        }
      })();
      await Promise.all([inserting, ...relays.map(({ relay }) => relay.drain())]);
      await Promise.all(relays.map(({ relay }) => relay.drain()));
      const ours = published.filter((id) => id.startsWith('multi_relay_'));
      expect(ours.sort()).toEqual([...rows].sort());
      expect(await query(db.url, `SELECT 1 FROM outbox WHERE published_at IS NULL`)).toHaveLength(0);
    } finally {
      await Promise.all(relays.map(({ queues }) => queues.close()));
      connection.disconnect();
    }
  });

  it('drains when woken for a row it has not claimed, and not for one it has', async () => {
    await withRelay(async (relay, queues) => {
      const wakes = jest.spyOn(relay, 'wake');
      const drains = jest.spyOn(relay, 'kick');
      await relay.start();
      try {
        const [row] = await query<{ id: string }>(
          db.url,
          `INSERT INTO outbox (topic, payload, job_id) VALUES ($1, '{"n":1}', 'mail_relay_woken') RETURNING id`,
          [JOBS.mailSend],
        );
        const id = BigInt(row!.id);
        while (!(await queues.get('mail').getJob('mail_relay_woken')) || wakes.mock.calls.length === 0)
          await new Promise((r) => setTimeout(r, 20));
        const [wokenBefore, drainsBefore] = [wakes.mock.calls.length, drains.mock.calls.length];
        // Wake-ups are handled one by one as they arrive, each deciding at once whether to drain.
        await query(db.url, `SELECT pg_notify('outbox', $1), pg_notify('outbox', $2)`, [`${id}-${id}`, `${id + 1000n}-${id + 1000n}`]);
        while (wakes.mock.calls.length < wokenBefore + 2) await new Promise((r) => setTimeout(r, 5));
        expect(drains.mock.calls.length).toBe(drainsBefore + 1);
      } finally {
        await relay.stop();
      }
    });
  });

  it('a standby relay drains once per delay however many wake-ups came, and publishes what it finds', async () => {
    const connection = createRedis(redis.url, 'producer');
    const queues = new QueueRegistry(connection, uniquePrefix());
    const relay = new OutboxRelay(ds, queues, pino({ level: 'silent' }), { databaseUrl: db.url, pollMs: 60_000, wakeDelayMs: 300 });
    const drains = jest.spyOn(relay, 'drain');
    try {
      const [row] = await query<{ id: string }>(
        db.url,
        `INSERT INTO outbox (topic, payload, job_id) VALUES ($1, '{"n":1}', 'mail_relay_standby') RETURNING id`,
        [JOBS.mailSend],
      );
      for (let i = 0; i < 5; i++) relay.wake(`${row!.id}-${row!.id}`);
      expect(drains).not.toHaveBeenCalled();
      while (!(await queues.get('mail').getJob('mail_relay_standby'))) await new Promise((r) => setTimeout(r, 20));
      expect(drains).toHaveBeenCalledTimes(1);
    } finally {
      await relay.stop();
      await queues.close();
      connection.disconnect();
    }
  });
});
