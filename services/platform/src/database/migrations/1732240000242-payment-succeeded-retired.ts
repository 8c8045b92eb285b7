import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment starts its order's work in the transaction that applies it, so `payment.succeeded` is
 * no longer published. Its rows go with the topic, so the relay and the republishing after a Redis
 * loss never meet a topic no queue takes. An order paid before this and not yet started is started
 * by the reconciler, which looks for paid orders left unstarted through the index made here.
 */
export class PaymentSucceededRetired1732240000242 implements MigrationInterface {
  name = 'PaymentSucceededRetired1732240000242';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM outbox WHERE topic = 'payment.succeeded'`);
    await q.query(`CREATE INDEX orders_paid_unstarted ON orders (paid_at) WHERE status = 'paid'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_paid_unstarted`);
  }
}
