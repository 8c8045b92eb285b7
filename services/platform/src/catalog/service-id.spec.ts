import { HOME_SERVICE_ID, HOME_SERVICE_SLUG } from '@filebridge/contracts';
import { createEmptyDatabase, query, type TestDatabase } from '@filebridge/test-support';
import { DataSource } from 'typeorm';
import { MIGRATIONS, runMigrations } from '../database/data-source';
import { ServiceIdsFromSlugs1732240000030 } from '../database/migrations/1732240000030-service-ids-from-slugs';
import { serviceIdFor } from './service-id';

const serviceIds = (db: TestDatabase) => query<{ slug: string; id: string }>(db.url, `SELECT slug, id FROM services ORDER BY slug`);

describe('catalog service ids', () => {
  const databases: TestDatabase[] = [];
  const fresh = async () => {
    const db = await createEmptyDatabase();
    databases.push(db);
    return db;
  };
  afterAll(() => Promise.all(databases.map((db) => db.drop())));

  it('derives the home service id the frontend is configured with from its slug', () => {
    expect(serviceIdFor(HOME_SERVICE_SLUG)).toBe(HOME_SERVICE_ID);
    expect(serviceIdFor('corporation')).not.toBe(HOME_SERVICE_ID);
  });

  it('re-keys the random ids of an older database, its packages and orders following', async () => {
    const db = await fresh();
    const older = new DataSource({
      type: 'postgres',
      url: db.url,
      // Every migration before the re-keying one: the database as it stood before ids came from slugs.
      migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(ServiceIdsFromSlugs1732240000030)),
    });
    await older.initialize();
    try {
      await older.runMigrations();
    } finally {
      await older.destroy();
    }
    const [service] = await query<{ id: string }>(
      db.url,
      `INSERT INTO services (slug, name, category, summary) VALUES ('llc-formation', 'LLC Formation', 'business', 'Form an LLC') RETURNING id`,
    );
    const [pkg] = await query<{ id: string }>(
      db.url,
      `INSERT INTO packages (service_id, seed_key, position, title, price_cents, description, button_text)
       VALUES ($1, 'basic', 0, 'Basic', 4900, 'The filing', 'Get Started') RETURNING id`,
      [service!.id],
    );
    const [account] = await query<{ id: string }>(
      db.url,
      `INSERT INTO accounts (email, password_hash, first_name, last_name, role) VALUES ('ada@example.com', 'h', 'Ada', 'Lovelace', 'customer') RETURNING id`,
    );
    await query(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents)
       VALUES ($1, $2, $3, 'pending_payment', '{}', '{}', '[]', '{}', 4900, 0, 4900)`,
      [account!.id, service!.id, pkg!.id],
    );
    expect(service!.id).not.toBe(HOME_SERVICE_ID);

    expect((await runMigrations(db.url))[0]).toBe('ServiceIdsFromSlugs1732240000030');
    expect(await serviceIds(db)).toEqual([{ slug: 'llc-formation', id: HOME_SERVICE_ID }]);
    expect(await query(db.url, `SELECT service_id FROM packages`)).toEqual([{ service_id: HOME_SERVICE_ID }]);
    expect(await query(db.url, `SELECT service_id FROM orders`)).toEqual([{ service_id: HOME_SERVICE_ID }]);
  });
});
