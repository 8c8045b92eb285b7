import { createEmptyDatabase, type TestDatabase } from '@filebridge/test-support';
import { createDataSource, runMigrations } from './data-source';

/**
 * The entities are the schema's truth for the code that reads and writes through them, and the
 * migrations are what a database really gets: TypeORM's own diff between the two must be empty,
 * so neither can drift from the other unnoticed.
 */
describe('entities and migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmptyDatabase();
    await runMigrations(db.url);
  });
  afterAll(() => db.drop());

  it('describe the same schema: TypeORM finds nothing to change after the migrations', async () => {
    const ds = createDataSource(db.url, { poolSize: 1 });
    await ds.initialize();
    try {
      const diff = await ds.driver.createSchemaBuilder().log();
      expect(diff.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await ds.destroy();
    }
  });
});
