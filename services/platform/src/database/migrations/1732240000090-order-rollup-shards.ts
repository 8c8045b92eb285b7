import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rows each per-status and per-day figure is spread over. */
const SHARDS = 32;

/**
 * The per-status and per-day figures kept in several rows each, summed when read. With one row per
 * status every order's transitions queued on that row's lock until their transactions committed:
 * at a hundred orders a second the orders' own statements spent most of their time waiting there.
 * A transaction now writes the rows of its connection's shard, so transactions on different
 * connections rarely meet; within a shard the rows are still taken in one order (statuses by name,
 * then days by date), so transitions in opposite directions still cannot deadlock.
 */
export class OrderRollupShards1732240000090 implements MigrationInterface {
  name = 'OrderRollupShards1732240000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_status_counts ADD COLUMN shard smallint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE order_status_counts DROP CONSTRAINT order_status_counts_pkey, ADD PRIMARY KEY (status, shard)`);
    await q.query(`ALTER TABLE order_daily_totals ADD COLUMN shard smallint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE order_daily_totals DROP CONSTRAINT order_daily_totals_pkey, ADD PRIMARY KEY (day, shard)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION order_rollup_status(s text, n int) RETURNS void LANGUAGE sql AS $$
        INSERT INTO order_status_counts AS c (status, shard, orders) VALUES (s, pg_backend_pid() % ${SHARDS}, n)
        ON CONFLICT (status, shard) DO UPDATE SET orders = c.orders + excluded.orders
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION order_rollup_day(d date, n int, cents bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO order_daily_totals AS t (day, shard, orders, paid_cents) VALUES (d, pg_backend_pid() % ${SHARDS}, n, cents)
        ON CONFLICT (day, shard) DO UPDATE SET orders = t.orders + excluded.orders, paid_cents = t.paid_cents + excluded.paid_cents
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION order_rollup_status(s text, n int) RETURNS void LANGUAGE sql AS $$
        INSERT INTO order_status_counts AS c (status, orders) VALUES (s, n)
        ON CONFLICT (status) DO UPDATE SET orders = c.orders + excluded.orders
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION order_rollup_day(d date, n int, cents bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO order_daily_totals AS t (day, orders, paid_cents) VALUES (d, n, cents)
        ON CONFLICT (day) DO UPDATE SET orders = t.orders + excluded.orders, paid_cents = t.paid_cents + excluded.paid_cents
      $$`);
    for (const [table, key, sums] of [
      ['order_status_counts', 'status', 'sum(orders) AS orders'],
      ['order_daily_totals', 'day', 'sum(orders) AS orders, sum(paid_cents) AS paid_cents'],
    ] as const) {
      await q.query(`CREATE TEMP TABLE folded AS SELECT ${key}, ${sums} FROM ${table} GROUP BY ${key}`);
      await q.query(`DELETE FROM ${table}`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, DROP COLUMN shard, ADD PRIMARY KEY (${key})`);
      await q.query(`INSERT INTO ${table} SELECT * FROM folded`);
      await q.query(`DROP TABLE folded`);
    }
  }
}
