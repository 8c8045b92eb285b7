import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Customers who turned compliance reminders off with the link in a reminder mail: one row each. */
export class ComplianceReminderOptouts1732240000081 implements MigrationInterface {
  name = 'ComplianceReminderOptouts1732240000081';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE compliance_reminder_optouts (
      account_id uuid PRIMARY KEY CONSTRAINT compliance_reminder_optouts_account_id_fkey REFERENCES accounts(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE compliance_reminder_optouts`);
  }
}
