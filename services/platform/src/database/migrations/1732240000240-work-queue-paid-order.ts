import type { MigrationInterface, QueryRunner } from 'typeorm';
import { QUEUE_DUE_SQL, QUEUE_PAID_SQL, QUEUE_SCOPE_SQL } from '../../orders/work-queue-sql';

/**
 * The work queue's indexes with the payment time between the due time and the id, so orders due
 * alike, and every order whose clock is stopped, are read oldest paid first straight from an index
 * range. Each carries `sla_due_at` too: PostgreSQL answers a condition on the due-time expression
 * from the index alone only when the column under it is in the index, so counting a filter by SLA
 * state (overdue, due soon) reads no table rows. Same names and filters as before, partial on the
 * orders being worked on; built CONCURRENTLY, outside a transaction, so a live database keeps
 * taking orders.
 */
const INDEXES: [name: string, leading: string][] = [
  ['orders_queue', ''],
  ['orders_queue_assignee', 'assignee_id, '],
  ['orders_queue_phase', 'phase, '],
  ['orders_queue_agency', 'agency, '],
  ['orders_queue_state', 'state_code, '],
];

async function build(q: QueryRunner, key: string, include: string): Promise<void> {
  for (const [name, leading] of INDEXES) {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    await q.query(`CREATE INDEX CONCURRENTLY ${name} ON orders (${leading}expedited, ${key}, id) ${include} WHERE ${QUEUE_SCOPE_SQL}`);
  }
}

export class WorkQueuePaidOrder1732240000240 implements MigrationInterface {
  name = 'WorkQueuePaidOrder1732240000240';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await build(q, `(${QUEUE_DUE_SQL}), (${QUEUE_PAID_SQL})`, 'INCLUDE (sla_due_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await build(q, `(${QUEUE_DUE_SQL})`, '');
  }
}
