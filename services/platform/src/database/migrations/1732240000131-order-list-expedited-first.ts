import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin list's indexes before expedited orders came first. */
const PREVIOUS: [name: string, definition: string][] = [
  ['orders_created', 'ON orders (created_at, id)'],
  ['orders_total', 'ON orders (total_cents, id)'],
  ['orders_status_id', 'ON orders (status, id)'],
  ['orders_status_created', 'ON orders (status, created_at, id)'],
  ['orders_status_total', 'ON orders (status, total_cents, id)'],
  ['orders_status_number', 'ON orders (status, order_number)'],
];

/**
 * Each index the admin list sorts by, led by the expedite flag: the list reads the expedited
 * orders and then the others, each an index range walked either way for either direction, alone
 * or after the status filter, so a deep page stays an index-only walk (the order number's carry the
 * id for it, which its unique index cannot give without reading rows). Sorting by the flag before
 * the key instead would need an index per direction. Built CONCURRENTLY, outside a transaction,
 * before the ones they replace are dropped, so a live list is never left without one.
 */
const EXPEDITED_FIRST: [name: string, definition: string][] = [
  ['orders_expedited_created', 'ON orders (expedited, created_at, id)'],
  ['orders_expedited_total', 'ON orders (expedited, total_cents, id)'],
  ['orders_expedited_number', 'ON orders (expedited, order_number, id)'],
  ['orders_expedited_status_id', 'ON orders (expedited, status, id)'],
  ['orders_expedited_status_created', 'ON orders (expedited, status, created_at, id)'],
  ['orders_expedited_status_total', 'ON orders (expedited, status, total_cents, id)'],
  ['orders_expedited_status_number', 'ON orders (expedited, status, order_number, id)'],
];

async function replace(q: QueryRunner, build: [string, string][], drop: [string, string][]): Promise<void> {
  for (const [name, definition] of build) {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    await q.query(`CREATE INDEX CONCURRENTLY ${name} ${definition}`);
  }
  for (const [name] of drop) await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
}

export class OrderListExpeditedFirst1732240000131 implements MigrationInterface {
  name = 'OrderListExpeditedFirst1732240000131';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await replace(q, EXPEDITED_FIRST, PREVIOUS);
  }

  async down(q: QueryRunner): Promise<void> {
    await replace(q, PREVIOUS, EXPEDITED_FIRST);
  }
}
