import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password-reset requests. Only the SHA-256 of the mailed token is kept, so a copy of the table
 * opens no account. A request ends (`ended_at`) when it is used, when a newer one is asked for, or
 * when the password changes any other way; an ended or expired one never works.
 */
export class PasswordResets1732240000181 implements MigrationInterface {
  name = 'PasswordResets1732240000181';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE password_resets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL CONSTRAINT password_resets_account_id_fkey REFERENCES accounts (id) ON DELETE CASCADE,
      token_hash text NOT NULL CONSTRAINT password_resets_token_hash_key UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz
    )`);
    await q.query(`CREATE INDEX password_resets_account ON password_resets (account_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_resets`);
  }
}
