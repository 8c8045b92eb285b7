import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified email. `accounts.email_verified_at` says the owner of the account's address opened a
 * link mailed to it. A verification is for one address: the account's own (after sign-up) or a new
 * one it asked to change to, which becomes the account's address only once verified. Only the
 * SHA-256 of the mailed token is kept; a verification ends when used or when a newer one is sent.
 */
export class EmailVerification1732240000182 implements MigrationInterface {
  name = 'EmailVerification1732240000182';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts ADD COLUMN email_verified_at timestamptz`);
    // The accounts that exist already signed up before addresses were verified: they are not asked again.
    await q.query(`UPDATE accounts SET email_verified_at = created_at`);
    await q.query(`CREATE TABLE email_verifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL CONSTRAINT email_verifications_account_id_fkey REFERENCES accounts (id) ON DELETE CASCADE,
      email text NOT NULL,
      token_hash text NOT NULL CONSTRAINT email_verifications_token_hash_key UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz
    )`);
    await q.query(`CREATE INDEX email_verifications_account ON email_verifications (account_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_verifications`);
    await q.query(`ALTER TABLE accounts DROP COLUMN email_verified_at`);
  }
}
