import type { MigrationInterface, QueryRunner } from 'typeorm';
import { syncAccountBusinesses } from '../../compliance/business-records';
import { PAID_STATUS_SQL } from '../../orders/order-status-sql';

/**
 * A customer's companies and carriers as records of their own, which their orders belong to; the
 * reminder days each customer chose; and the due dates they marked as done. Orders paid before
 * records existed get theirs here, as the next order's payment would give them.
 */
export class Businesses1732240000230 implements MigrationInterface {
  name = 'Businesses1732240000230';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE businesses (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         account_id uuid NOT NULL CONSTRAINT businesses_account_id_fkey REFERENCES accounts(id) ON DELETE CASCADE,
         subject text NOT NULL,
         kind text NOT NULL CONSTRAINT businesses_kind_check CHECK (kind IN ('company','carrier')),
         legal_name text,
         state text,
         entity_type text,
         formation_date date,
         formation_date_source text CONSTRAINT businesses_formation_date_source_check CHECK (formation_date_source IN ('approval','customer')),
         state_file_number text,
         usdot_number text,
         mc_number text,
         ein_sealed jsonb,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT businesses_account_subject_key UNIQUE (account_id, subject))`,
    );
    await q.query(
      `ALTER TABLE orders ADD COLUMN business_id uuid CONSTRAINT orders_business_id_fkey REFERENCES businesses(id) ON DELETE SET NULL`,
    );
    await q.query(`CREATE INDEX orders_business ON orders (business_id)`);
    await q.query(
      `CREATE TABLE compliance_reminder_settings (
         account_id uuid PRIMARY KEY CONSTRAINT compliance_reminder_settings_account_id_fkey REFERENCES accounts(id) ON DELETE CASCADE,
         days_before integer[] NOT NULL,
         updated_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(
      `CREATE TABLE compliance_filings_done (
         business_id uuid NOT NULL CONSTRAINT compliance_filings_done_business_id_fkey REFERENCES businesses(id) ON DELETE CASCADE,
         filing_key text NOT NULL,
         due_date date NOT NULL,
         done_on date NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (business_id, filing_key, due_date))`,
    );
    const accounts: { account_id: string }[] = await q.query(`SELECT DISTINCT o.account_id FROM orders o WHERE ${PAID_STATUS_SQL}`);
    for (const { account_id } of accounts) await syncAccountBusinesses(q.manager, account_id);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE compliance_filings_done`);
    await q.query(`DROP TABLE compliance_reminder_settings`);
    await q.query(`ALTER TABLE orders DROP COLUMN business_id`);
    await q.query(`DROP TABLE businesses`);
  }
}
