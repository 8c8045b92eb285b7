import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Second factor of an account: its TOTP secret, sealed (second-factor-secret-box), enabled once a
 * first code confirmed the enrolment; the last time step used, so a code works once; and its
 * single-use recovery codes, kept as SHA-256.
 */
export class SecondFactor1732240000183 implements MigrationInterface {
  name = 'SecondFactor1732240000183';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE account_second_factors (
      account_id uuid PRIMARY KEY CONSTRAINT account_second_factors_account_id_fkey REFERENCES accounts (id) ON DELETE CASCADE,
      secret_sealed text NOT NULL,
      enabled_at timestamptz,
      last_used_step bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE account_recovery_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL CONSTRAINT account_recovery_codes_account_id_fkey REFERENCES accounts (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz
    )`);
    await q.query(`CREATE INDEX account_recovery_codes_account ON account_recovery_codes (account_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_recovery_codes`);
    await q.query(`DROP TABLE account_second_factors`);
  }
}
