import { JOBS, type JobInputs, type JobName } from '@filebridge/contracts';
import { createTestDatabase, query, type TestDatabase } from '@filebridge/test-support';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { outboxJobId, writeOutbox } from './outbox';

const TOPICS = Object.values(JOBS) as JobName[];

const order = { orderId: 'o-1' };
/** One payload each job's schema takes. */
const VALID: { [J in JobName]: JobInputs[J] } = {
  'order.status-changed': { ...order, from: 'paid', to: 'in_progress' },
  'order.phase-changed': { ...order, phaseEventId: '1', from: null, to: 'submitted' },
  'order.request-raised': { ...order, requestId: 'r-1' },
  'order.message-posted': { ...order, window: 0 },
  'refund.succeeded': { ...order, refundId: 're-1' },
  'stripe.event': { eventId: 'evt_1' },
  'mail.send': { idempotencyKey: 'k', template: 'password-reset', to: 'a@b.co', data: { firstName: 'A', resetUrl: 'https://a.example/r' } },
  'newsletter.subscribed': { email: 'a@b.co' },
  'payments.reconcile': {},
  'orders.expire': {},
  'outbox.sweep': {},
  'compliance.reminder': { accountId: 'a-1', filingKey: 'f', dueDate: '2027-01-01', daysBefore: 30 },
  'compliance.schedule': {},
  'compliance.account-changed': { accountId: 'a-1' },
  'intake.remind': {},
};

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
          await writeOutbox(m, first, VALID[first] as never, key);
          await writeOutbox(m, second, VALID[second] as never, key);
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
    await ds.transaction((m) => writeOutbox(m, 'mail.send', VALID['mail.send'], 'retried'));
    await ds.transaction((m) => writeOutbox(m, 'mail.send', VALID['mail.send'], 'retried'));
    expect(await rowsFor('retried')).toHaveLength(1);
  });

  it('refuses a payload its job’s schema refuses, naming the field, and writes nothing', async () => {
    const bad = { ...VALID['mail.send'], template: 'password-reset' as const, data: { firstName: 'A', resetUrl: 'javascript:alert(1)' } };
    await expect(ds.transaction((m) => writeOutbox(m, 'mail.send', bad, 'refused'))).rejects.toThrow(
      'Invalid payload for job mail.send: invalid data.resetUrl (expected an absolute http(s) URL)',
    );
    expect(await rowsFor('refused')).toEqual([]);
  });

  it('gives an event without a natural key no job id, so each write is its own event', async () => {
    await ds.transaction((m) => writeOutbox(m, 'outbox.sweep', { correlationId: 'unkeyed' }));
    await ds.transaction((m) => writeOutbox(m, 'outbox.sweep', { correlationId: 'unkeyed' }));
    expect(await query(db.url, `SELECT 1 FROM outbox WHERE payload->>'correlationId' = 'unkeyed' AND job_id IS NULL`)).toHaveLength(2);
  });
});
