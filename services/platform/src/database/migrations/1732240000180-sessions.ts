import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per sign-in, so ending one device's session leaves the others alone. A token names its
 * session, and is good while that row is not revoked: the per-account token version this replaces
 * could only end every device at once. `place` is the client's network (the IPv4 /24 or IPv6 /48),
 * never the full address.
 */
export class Sessions1732240000180 implements MigrationInterface {
  name = 'Sessions1732240000180';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL CONSTRAINT sessions_account_id_fkey REFERENCES accounts (id) ON DELETE CASCADE,
      device text NOT NULL,
      place text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`);
    await q.query(`CREATE INDEX sessions_account ON sessions (account_id, last_seen_at)`);
    await q.query(`ALTER TABLE accounts DROP COLUMN token_version`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts ADD COLUMN token_version int NOT NULL DEFAULT 0`);
    await q.query(`DROP TABLE sessions`);
  }
}
