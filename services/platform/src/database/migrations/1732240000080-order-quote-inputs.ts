import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the customer answered for the order beyond its business address (trademark classes,
 * copyright application, fleet size, USDOT number): the compliance calendar dates filings from it.
 */
export class OrderQuoteInputs1732240000080 implements MigrationInterface {
  name = 'OrderQuoteInputs1732240000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN quote_inputs jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN quote_inputs`);
  }
}
