import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts: the role of each admin account (every existing admin becomes an owner), when a
 * staff account was deactivated, and invitations to join the staff, each a single-use link kept
 * as the SHA-256 of its token.
 */
export class StaffRoles1732240000200 implements MigrationInterface {
  name = 'StaffRoles1732240000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts ADD COLUMN staff_role text, ADD COLUMN deactivated_at timestamptz`);
    await q.query(`UPDATE accounts SET staff_role = 'owner' WHERE role = 'admin'`);
    await q.query(`ALTER TABLE accounts ADD CONSTRAINT accounts_staff_role_check CHECK (
      (role = 'admin' AND staff_role IN ('owner','operator','support','finance')) OR (role <> 'admin' AND staff_role IS NULL)
    )`);
    await q.query(`CREATE TABLE staff_invites (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      staff_role text NOT NULL CONSTRAINT staff_invites_role_check CHECK (staff_role IN ('owner','operator','support','finance')),
      token_hash text NOT NULL CONSTRAINT staff_invites_token_hash_key UNIQUE,
      invited_by uuid NOT NULL CONSTRAINT staff_invites_invited_by_fkey REFERENCES accounts (id),
      account_id uuid CONSTRAINT staff_invites_account_id_fkey REFERENCES accounts (id),
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX staff_invites_open ON staff_invites (lower(email)) WHERE accepted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE staff_invites`);
    await q.query(`ALTER TABLE accounts DROP CONSTRAINT accounts_staff_role_check`);
    await q.query(`ALTER TABLE accounts DROP COLUMN deactivated_at, DROP COLUMN staff_role`);
  }
}
