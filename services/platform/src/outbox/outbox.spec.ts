import { JOBS, type JobName } from '@filebridge/contracts';
import { createTestDatabase, query, type TestDatabase } from '@filebridge/test-support';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { outboxJobId, writeOutbox } from './outbox';

const TOPICS = Object.values(JOBS) as JobName[];

describe('writeOutbox on a real PostgreSQL', () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createDataSource(db.url, { poolSize: 2 }).initialize();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const rowsFor = (key: string) =>
    query<{ topic: string; job_id: string }>(db.url, `SELECT topic, job_id FROM outbox WHERE job_id LIKE '%/' || $1 ORDER BY id`, [key]);

  it('keeps one row per topic and key: no event swallows another topic’s event with the same key', async () => {
    for (const [i, first] of TOPICS.entries()) {
      for (const [j, second] of TOPICS.entries()) {
        const key = `shared-${i}-${j}`;
        await ds.transaction(async (m) => {
          await writeOutbox(m, first, {} as never, key);
          await writeOutbox(m, second, {} as never, key);
        });
        const rows = await rowsFor(key);
        expect(rows).toEqual(
          first === second
            ? [{ topic: first, job_id: outboxJobId(first, key) }]
            : [
                { topic: first, job_id: outboxJobId(first, key) },
                { topic: second, job_id: outboxJobId(second, key) },
              ],
        );
      }
    }
  });

  it('writes nothing the second time a retried handler writes the same topic and key', async () => {
    await ds.transaction((m) =>
      writeOutbox(m, 'mail.send', { idempotencyKey: 'k', template: 'payment-receipt', to: 'a@b.co', data: {} }, 'retried'),
    );
    await ds.transaction((m) =>
      writeOutbox(m, 'mail.send', { idempotencyKey: 'k', template: 'payment-receipt', to: 'a@b.co', data: {} }, 'retried'),
    );
    expect(await rowsFor('retried')).toHaveLength(1);
  });

  it('gives an event without a natural key no job id, so each write is its own event', async () => {
    await ds.transaction((m) => writeOutbox(m, 'outbox.sweep', { correlationId: 'unkeyed' }));
    await ds.transaction((m) => writeOutbox(m, 'outbox.sweep', { correlationId: 'unkeyed' }));
    expect(await query(db.url, `SELECT 1 FROM outbox WHERE payload->>'correlationId' = 'unkeyed' AND job_id IS NULL`)).toHaveLength(2);
  });
});
