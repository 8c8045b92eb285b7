import type { MigrationInterface, QueryRunner } from 'typeorm';
import { QUEUE_DUE_SQL, QUEUE_SCOPE_SQL } from '../../orders/work-queue-sql';

/**
 * The work queue read from indexes: orders being worked on by the flag and then their due time with
 * the id as tie-breaker, alone and after each filter a page is commonly narrowed by, so a page is
 * an index range whichever way it is cut. Partial on the orders being worked on, a small share of
 * the table. Built CONCURRENTLY, outside a transaction, so a live database keeps taking orders.
 */
const INDEXES: [name: string, columns: string][] = [
  ['orders_queue', `expedited, (${QUEUE_DUE_SQL}), id`],
  ['orders_queue_assignee', `assignee_id, expedited, (${QUEUE_DUE_SQL}), id`],
  ['orders_queue_phase', `phase, expedited, (${QUEUE_DUE_SQL}), id`],
  ['orders_queue_agency', `agency, expedited, (${QUEUE_DUE_SQL}), id`],
  ['orders_queue_state', `state_code, expedited, (${QUEUE_DUE_SQL}), id`],
];

export class WorkQueueIndexes1732240000211 implements MigrationInterface {
  name = 'WorkQueueIndexes1732240000211';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    for (const [name, columns] of INDEXES) {
      await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await q.query(`CREATE INDEX CONCURRENTLY ${name} ON orders (${columns}) WHERE ${QUEUE_SCOPE_SQL}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of INDEXES) await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  }
}
