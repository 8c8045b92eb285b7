import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money that went back, or is contested, as Stripe reports it: each refund (asked for here or made
 * at Stripe) and each dispute of an order's charge, with amounts, and the order's refunded total.
 */
export class OrderRefundsDisputes1732240000100 implements MigrationInterface {
  name = 'OrderRefundsDisputes1732240000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN refunded_cents int NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_refunded_cents_check CHECK (refunded_cents >= 0)`);
    await q.query(`CREATE TABLE order_refunds (
      id uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT order_refunds_pkey PRIMARY KEY,
      order_id uuid NOT NULL CONSTRAINT order_refunds_order_id_fkey REFERENCES orders(id) ON DELETE CASCADE,
      stripe_refund_id text CONSTRAINT order_refunds_stripe_refund_id_key UNIQUE,
      amount_cents int NOT NULL,
      reason text,
      status text NOT NULL,
      failure_reason text,
      requested_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT order_refunds_amount_cents_check CHECK (amount_cents > 0),
      CONSTRAINT order_refunds_status_check CHECK (status IN ('requested','pending','succeeded','failed','canceled'))
    )`);
    await q.query(`CREATE INDEX order_refunds_order ON order_refunds (order_id, created_at)`);
    // One refund at a time may be on its way to Stripe per order: a second one asked for meanwhile waits for it.
    await q.query(`CREATE UNIQUE INDEX order_refunds_one_requested ON order_refunds (order_id) WHERE status = 'requested'`);
    await q.query(`CREATE TABLE order_disputes (
      id text NOT NULL CONSTRAINT order_disputes_pkey PRIMARY KEY,
      order_id uuid NOT NULL CONSTRAINT order_disputes_order_id_fkey REFERENCES orders(id) ON DELETE CASCADE,
      amount_cents int NOT NULL,
      reason text,
      status text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX order_disputes_order ON order_disputes (order_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_disputes`);
    await q.query(`DROP TABLE order_refunds`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_refunded_cents_check`);
    await q.query(`ALTER TABLE orders DROP COLUMN refunded_cents`);
  }
}
