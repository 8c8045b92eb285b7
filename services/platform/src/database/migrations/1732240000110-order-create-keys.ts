import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per order-create attempt of an account: the key it came with (its Idempotency-Key, or a
 * digest of its body), the order identity that attempt was given, and until when a repeat of it
 * returns that same order.
 */
export class OrderCreateKeys1732240000110 implements MigrationInterface {
  name = 'OrderCreateKeys1732240000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE order_create_keys (
      account_id uuid NOT NULL CONSTRAINT order_create_keys_account_id_fkey REFERENCES accounts(id) ON DELETE CASCADE,
      idempotency_key text NOT NULL,
      request_hash text NOT NULL,
      order_id uuid NOT NULL,
      order_number text NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, idempotency_key)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_create_keys`);
  }
}
