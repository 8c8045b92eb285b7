import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the reconciler next asks Stripe about each unpaid order. Every check pushes the time out
 * (with backoff), so a pass takes the orders whose turn has come, oldest turn first, and no pile
 * of abandoned orders can keep newer ones from being checked.
 */
export class ReconcileSchedule1732240000020 implements MigrationInterface {
  name = 'ReconcileSchedule1732240000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN next_reconcile_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`ALTER TABLE orders ADD COLUMN reconcile_checks int NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX orders_reconcile_due ON orders (next_reconcile_at) WHERE status IN ('pending_payment', 'payment_failed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_reconcile_due`);
    await q.query(`ALTER TABLE orders DROP COLUMN reconcile_checks`);
    await q.query(`ALTER TABLE orders DROP COLUMN next_reconcile_at`);
  }
}
