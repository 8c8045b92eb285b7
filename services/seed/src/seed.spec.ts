import { HOME_SERVICE_ID, HOME_SERVICE_SLUG } from '@filebridge/contracts';
import { createDataSource, runMigrations, serviceIdFor } from '@filebridge/platform';
import { createEmptyDatabase, query, type TestDatabase } from '@filebridge/test-support';
import { CATALOG } from './catalog.data';
import { seedCatalog } from './seed';

describe('catalog seed on a real PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmptyDatabase();
    await runMigrations(db.url);
  });
  afterAll(() => db.drop());

  const seed = async () => {
    const ds = createDataSource(db.url, { poolSize: 1 });
    await ds.initialize();
    try {
      await seedCatalog(ds);
    } finally {
      await ds.destroy();
    }
  };
  const offered = async (slug: string) =>
    (await query<{ v: string[] | null }>(db.url, `SELECT offered_add_ons AS v FROM services WHERE slug = $1`, [slug]))[0]!.v;
  const included = async (slug: string, key: string) =>
    (
      await query<{ v: string[] | null }>(
        db.url,
        `SELECT p.included_add_ons AS v FROM packages p JOIN services s ON s.id = p.service_id WHERE s.slug = $1 AND p.seed_key = $2`,
        [slug, key],
      )
    )[0]!.v;

  it('sets the add-on rules from the catalog data on new rows', async () => {
    await seed();
    for (const s of CATALOG) {
      expect(await offered(s.slug)).toEqual(s.offeredAddOns);
      for (const p of s.packages) expect(await included(s.slug, p.key)).toEqual(p.includedAddOns);
    }
  });

  it('fills them on rows that never had them, and keeps what an admin set', async () => {
    await query(db.url, `UPDATE services SET offered_add_ons = NULL`);
    await query(db.url, `UPDATE packages SET included_add_ons = NULL`);
    await query(db.url, `UPDATE services SET offered_add_ons = '{ein}' WHERE slug = 'boc3-filing'`);
    await query(
      db.url,
      `UPDATE packages SET included_add_ons = '{}' FROM services s WHERE s.id = packages.service_id AND s.slug = 'llc-formation' AND seed_key = 'standard'`,
    );
    await seed();
    expect(await offered('ucr-2025')).toEqual(['expeditedProcessing', 'ein']);
    expect(await offered('llc-formation')).toEqual(['expeditedProcessing', 'registeredAgent', 'ein']);
    expect(await included('llc-formation', 'premium')).toEqual(['expeditedProcessing', 'registeredAgent', 'ein']);
    expect(await offered('boc3-filing')).toEqual(['ein']);
    expect(await included('llc-formation', 'standard')).toEqual([]);
  });

  it('refuses an unknown add-on in the database itself', async () => {
    await expect(query(db.url, `UPDATE services SET offered_add_ons = '{notarisation}' WHERE slug = 'dba-filing'`)).rejects.toThrow(
      /services_offered_add_ons_known/,
    );
  });
});

describe('catalog service ids', () => {
  const databases: TestDatabase[] = [];
  afterAll(() => Promise.all(databases.map((db) => db.drop())));
  const serviceIds = (db: TestDatabase) => query<{ slug: string; id: string }>(db.url, `SELECT slug, id FROM services ORDER BY slug`);

  async function migrateAndSeed(): Promise<TestDatabase> {
    const db = await createEmptyDatabase();
    databases.push(db);
    await runMigrations(db.url);
    const ds = createDataSource(db.url, { poolSize: 1 });
    await ds.initialize();
    try {
      await seedCatalog(ds);
    } finally {
      await ds.destroy();
    }
    return db;
  }

  it('are the same on two freshly migrated and seeded databases', async () => {
    const [a, b] = [await migrateAndSeed(), await migrateAndSeed()];
    const ids = await serviceIds(a);
    expect(ids.length).toBeGreaterThan(20);
    expect(await serviceIds(b)).toEqual(ids);
    for (const { slug, id } of ids) expect(id).toBe(serviceIdFor(slug));
    expect(ids.find((s) => s.slug === HOME_SERVICE_SLUG)?.id).toBe(HOME_SERVICE_ID);
  });
});
