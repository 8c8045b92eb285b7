import { createEmptyDatabase, type TestDatabase } from '@filebridge/test-support';
import type { DataSource } from 'typeorm';
import { createDataSource } from './data-source';
import { MAX_PREPARED_PER_CONNECTION, PreparingClient } from './preparing-client';

/** The statements this connection has prepared, as PostgreSQL lists them. */
async function preparedOn(ds: DataSource): Promise<string[]> {
  const rows: { statement: string }[] = await ds.query(`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`);
  return rows.map((r) => r.statement);
}

describe('statements prepared once per connection', () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createEmptyDatabase();
    // One connection, so every call below meets the statements the earlier ones prepared.
    ds = await createDataSource(db.url, { poolSize: 1 }).initialize();
    await ds.query(`CREATE TABLE things (id int PRIMARY KEY, label text)`);
    await ds.query(`INSERT INTO things VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('prepares a parameterised statement at its first call and reuses it after', async () => {
    const text = `SELECT label FROM things WHERE id = $1`;
    expect(await ds.query(text, [1])).toEqual([{ label: 'one' }]);
    expect(await ds.query(text, [2])).toEqual([{ label: 'two' }]);
    expect(await ds.query(text, [3])).toEqual([]);
    expect((await preparedOn(ds)).filter((s) => s === text)).toHaveLength(1);
  });

  it('runs a statement without parameters unnamed', async () => {
    const text = `SELECT count(*)::int AS n FROM things`;
    expect(await ds.query(text)).toEqual([{ n: 2 }]);
    expect(await ds.query(text, [])).toEqual([{ n: 2 }]);
    expect(await preparedOn(ds)).not.toContain(text);
  });

  it('never prepares a statement that reads `*`, so a column added under it changes nothing', async () => {
    const texts = [
      `SELECT * FROM things WHERE id = $1`,
      `SELECT t.*, $1::int AS n FROM things t WHERE id = 1`,
      `UPDATE things SET label = label WHERE id = $1 RETURNING *`,
      `UPDATE things SET label = label WHERE id = $1 AND $1 > 0 RETURNING *;`,
    ];
    const read = () => ds.transaction(async (m) => Promise.all(texts.map((t) => m.query(t, [1]))));
    await read();
    await ds.query(`ALTER TABLE things ADD COLUMN note text`);
    const [[row]] = await read();
    expect(row).toEqual({ id: 1, label: 'one', note: null });
    expect((await preparedOn(ds)).filter((s) => texts.includes(s))).toEqual([]);
  });

  it('prepares `count(*)` and arithmetic like any statement', async () => {
    const texts = [`SELECT count(*)::int AS n FROM things WHERE id > $1`, `SELECT $1::int * 2 AS n`];
    for (const t of texts) await ds.query(t, [1]);
    expect(await preparedOn(ds)).toEqual(expect.arrayContaining(texts));
  });

  it('prepares afresh a statement whose column types a migration changed, at once outside a transaction', async () => {
    const text = `SELECT id, label FROM things WHERE id = $1`;
    expect(await ds.query(text, [1])).toEqual([{ id: 1, label: 'one' }]);
    await ds.query(`ALTER TABLE things ALTER COLUMN label TYPE varchar(40)`);
    expect(await ds.query(text, [1])).toEqual([{ id: 1, label: 'one' }]);
    expect(await ds.query(text, [2])).toEqual([{ id: 2, label: 'two' }]);
    expect((await preparedOn(ds)).filter((s) => s === text)).toHaveLength(2);
  });

  it('fails the transaction that meets a changed statement, and the retried one succeeds', async () => {
    const text = `SELECT id, label FROM things WHERE id = $1 FOR UPDATE`;
    const read = () => ds.transaction((m) => m.query(text, [1]));
    expect(await read()).toEqual([{ id: 1, label: 'one' }]);
    await ds.query(`ALTER TABLE things ALTER COLUMN label TYPE varchar(80)`);
    await expect(read()).rejects.toMatchObject({ driverError: { code: '0A000' } });
    expect(await read()).toEqual([{ id: 1, label: 'one' }]);
  });

  it('keeps a statement prepared in a transaction that rolls back', async () => {
    const text = `INSERT INTO things (id, label) VALUES ($1, $2)`;
    await expect(
      ds.transaction(async (m) => {
        await m.query(text, [10, 'ten']);
        await m.query(text, [10, 'ten again']);
      }),
    ).rejects.toMatchObject({ driverError: { code: '23505' } });
    await ds.query(text, [11, 'eleven']);
    expect(await ds.query(`SELECT id FROM things WHERE id >= $1 ORDER BY id`, [10])).toEqual([{ id: 11 }]);
  });

  it('prepares no more than its bound on one connection and runs the rest unnamed', async () => {
    const client = new PreparingClient({ connectionString: db.url });
    await client.connect();
    try {
      for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i++) {
        const { rows } = await client.query(`SELECT $1::int + ${i} AS n`, [1]);
        expect(rows[0].n).toBe(i + 1);
      }
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_prepared_statements`);
      expect(rows[0].n).toBe(MAX_PREPARED_PER_CONNECTION);
    } finally {
      await client.end();
    }
  });
});
