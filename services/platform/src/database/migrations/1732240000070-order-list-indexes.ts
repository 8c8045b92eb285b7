import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ORDER_SEARCH_TEXT_SQL } from '../../orders/order-search';

/** Each index the admin order list filters or sorts by, named by what it serves. */
const INDEXES: [name: string, definition: string][] = [
  ['orders_created', 'ON orders (created_at, id)'],
  ['orders_total', 'ON orders (total_cents, id)'],
  ['orders_status_id', 'ON orders (status, id)'],
  ['orders_status_created', 'ON orders (status, created_at, id)'],
  ['orders_status_total', 'ON orders (status, total_cents, id)'],
  ['orders_status_number', 'ON orders (status, order_number)'],
  ['orders_search', `ON orders USING gin ((${ORDER_SEARCH_TEXT_SQL}) gin_trgm_ops)`],
];

/**
 * The admin order list served from indexes: a sort key with the id as tie-breaker, alone and after
 * the status filter, so a page is an index range and a deep page an index-only walk; and a trigram
 * index over the searched text, so a part of an email or a name is found without reading the table.
 * Built CONCURRENTLY, outside a transaction, so a live database keeps taking orders meanwhile; an
 * index a failed build left invalid is dropped and built again on the next run.
 */
export class OrderListIndexes1732240000070 implements MigrationInterface {
  name = 'OrderListIndexes1732240000070';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const [name, definition] of INDEXES) {
      await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await q.query(`CREATE INDEX CONCURRENTLY ${name} ${definition}`);
    }
    // Its columns lead orders_status_created, which serves every query it did.
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_status`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_status ON orders (status, created_at)`);
    for (const [name] of INDEXES) await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  }
}
