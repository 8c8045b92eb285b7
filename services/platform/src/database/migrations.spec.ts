import { createEmptyDatabase, query, type TestDatabase } from '@filebridge/test-support';
import { runMigrations } from './data-source';

describe('migrations on a real PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createEmptyDatabase()));
  afterAll(() => db.drop());

  it('creates the schema on an empty database and is a no-op the second time', async () => {
    expect(await runMigrations(db.url)).toEqual([
      'InitialSchema1732240000000',
      'MailLease1732240000001',
      'StripeEventsUnapplied1732240000002',
    ]);
    const tables = await query<{ table_name: string }>(
      db.url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'accounts',
        'services',
        'packages',
        'state_taxes',
        'orders',
        'order_events',
        'outbox',
        'stripe_events',
        'newsletter_subscribers',
        'mail_log',
      ]),
    );
    expect(await runMigrations(db.url)).toEqual([]);
  });

  it('numbers orders from FB-100001 and enforces case-insensitive unique emails', async () => {
    await query(
      db.url,
      `INSERT INTO accounts (email, password_hash, first_name, last_name, role) VALUES ('A@x.co', 'h', 'A', 'B', 'customer')`,
    );
    await expect(
      query(
        db.url,
        `INSERT INTO accounts (email, password_hash, first_name, last_name, role) VALUES ('a@X.co', 'h', 'A', 'B', 'customer')`,
      ),
    ).rejects.toThrow(/accounts_email_ci/);
    const [seq] = await query<{ v: string }>(db.url, `SELECT 'FB-' || nextval('order_number_seq') AS v`);
    expect(seq!.v).toBe('FB-100001');
  });
});
