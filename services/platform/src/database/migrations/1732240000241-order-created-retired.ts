import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order placed no longer publishes an event: nothing acted on it. Its rows go with the topic, so
 * the relay and the republishing after a Redis loss never meet a topic no queue takes. The order's
 * timeline keeps when it was placed.
 */
export class OrderCreatedRetired1732240000241 implements MigrationInterface {
  name = 'OrderCreatedRetired1732240000241';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM outbox WHERE topic = 'order.created'`);
  }

  async down(): Promise<void> {
    // The deleted rows were events already acted on (or never to be): nothing to bring back.
  }
}
