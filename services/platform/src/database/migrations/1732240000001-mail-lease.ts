import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A lease on a mail being sent, so two workers never send the same mail at the same time. */
export class MailLease1732240000001 implements MigrationInterface {
  name = 'MailLease1732240000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_log ADD COLUMN lease_until timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_log DROP COLUMN lease_until`);
  }
}
