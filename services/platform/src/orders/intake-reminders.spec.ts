import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { transitionOrder } from './order-transitions';
import { createTestDatabase, query, type TestDatabase } from '@filebridge/test-support';
import { remindPendingIntakes } from './intake-reminders';

const SITE = 'https://filebridge.test';

/** The reminder scan on a real PostgreSQL, the clock moved by backdating when the order started waiting. */
describe('filing details reminders', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let owner: { account_id: string; service_id: string; package_id: string };
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createDataSource(db.url, { poolSize: 2 }).initialize();
    owner = (
      await query<typeof owner>(
        db.url,
        `WITH a AS (INSERT INTO accounts (email, password_hash, first_name, last_name, role)
                    VALUES ('reminders@example.com', 'x', 'Dana', 'Rivera', 'customer') RETURNING id)
         SELECT a.id AS account_id, p.service_id, p.id AS package_id
           FROM a, (SELECT p.* FROM packages p JOIN services s ON s.id = p.service_id WHERE s.slug = 'llc-formation' LIMIT 1) p`,
      )
    )[0]!;
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  /** A paid order whose work started `hoursAgo` hours ago, waiting in details_needed. */
  async function waitingOrder(hoursAgo: number): Promise<string> {
    const id = randomUUID();
    await query(
      db.url,
      `INSERT INTO orders (id, account_id, service_id, package_id, status, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents)
       VALUES ($1, $2, $3, $4, 'paid', '{}', '{}', '[]', '{}', 100, 0, 100)`,
      [id, owner.account_id, owner.service_id, owner.package_id],
    );
    await transitionOrder(ds.manager, { orderId: id, to: 'in_progress', source: 'worker' });
    await backdate(id, hoursAgo);
    return id;
  }
  const backdate = (id: string, hoursAgo: number) =>
    query(db.url, `UPDATE orders SET phase_changed_at = now() - $2 * interval '1 hour' WHERE id = $1`, [id, hoursAgo]);
  const mails = async (id: string) =>
    (
      await query<{ payload: { idempotencyKey: string; template: string; to: string; data: { ordinal: number; detailsUrl: string } } }>(
        db.url,
        `SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->'data'->>'detailsUrl' LIKE '%' || $1 || '%' ORDER BY id`,
        [id],
      )
    ).map((r) => r.payload);

  it('mails once after 24 hours and once after 72 hours, however often the scan runs', async () => {
    const id = await waitingOrder(2);
    await remindPendingIntakes(ds, SITE);
    expect(await mails(id)).toEqual([]);

    await backdate(id, 25);
    await remindPendingIntakes(ds, SITE);
    await remindPendingIntakes(ds, SITE);
    expect(await mails(id)).toEqual([
      {
        idempotencyKey: `intake-reminder-${id}-1`,
        template: 'intake-reminder',
        to: 'reminders@example.com',
        data: expect.objectContaining({ ordinal: 1, detailsUrl: `${SITE}/my/account/${owner.account_id}/orders/${id}/details` }),
      },
    ]);

    await backdate(id, 73);
    await remindPendingIntakes(ds, SITE);
    await backdate(id, 500);
    await remindPendingIntakes(ds, SITE);
    expect((await mails(id)).map((m) => m.data.ordinal)).toEqual([1, 2]);
  });

  it('sends only the later reminder to an order already past both marks', async () => {
    const id = await waitingOrder(80);
    await remindPendingIntakes(ds, SITE);
    await remindPendingIntakes(ds, SITE);
    expect((await mails(id)).map((m) => m.idempotencyKey)).toEqual([`intake-reminder-${id}-2`]);
  });

  it('mails nothing once the details are submitted or the order left details_needed, and keeps a saved draft', async () => {
    const submitted = await waitingOrder(30);
    await query(db.url, `INSERT INTO order_intakes (order_id, account_id, family, submitted_at) VALUES ($1, $2, 'formation', now())`, [
      submitted,
      owner.account_id,
    ]);
    const moved = await waitingOrder(30);
    await query(db.url, `UPDATE orders SET phase = 'in_review' WHERE id = $1`, [moved]);
    const drafted = await waitingOrder(30);
    await query(db.url, `INSERT INTO order_intakes (order_id, account_id, family, details) VALUES ($1, $2, 'formation', $3)`, [
      drafted,
      owner.account_id,
      JSON.stringify({ legalName: 'Draft LLC' }),
    ]);

    await remindPendingIntakes(ds, SITE);
    expect(await mails(submitted)).toEqual([]);
    expect(await mails(moved)).toEqual([]);
    expect((await mails(drafted)).map((m) => m.data.ordinal)).toEqual([1]);
    const [row] = await query<{ details: unknown; reminders_sent: number }>(
      db.url,
      `SELECT details, reminders_sent FROM order_intakes WHERE order_id = $1`,
      [drafted],
    );
    expect(row).toEqual({ details: { legalName: 'Draft LLC' }, reminders_sent: 1 });
  });
});
