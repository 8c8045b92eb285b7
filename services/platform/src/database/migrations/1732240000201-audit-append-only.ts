import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log records where each staff action came from and the target before and after it, and
 * is append-only in the database itself: a trigger refuses every UPDATE, DELETE and TRUNCATE, so
 * no code path (or anyone holding the application's connection) can rewrite history.
 */
export class AuditAppendOnly1732240000201 implements MigrationInterface {
  name = 'AuditAppendOnly1732240000201';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_audit ADD COLUMN ip text, ADD COLUMN before jsonb, ADD COLUMN after jsonb`);
    await q.query(`CREATE INDEX admin_audit_target ON admin_audit (target_type, target_id)`);
    await q.query(`CREATE INDEX admin_audit_admin ON admin_audit (admin_id)`);
    await q.query(`CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'admin_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
    $$`);
    await q.query(`CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
      FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only()`);
    await q.query(`CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
      FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER admin_audit_no_truncate ON admin_audit`);
    await q.query(`DROP TRIGGER admin_audit_no_change ON admin_audit`);
    await q.query(`DROP FUNCTION admin_audit_append_only()`);
    await q.query(`DROP INDEX admin_audit_admin`);
    await q.query(`DROP INDEX admin_audit_target`);
    await q.query(`ALTER TABLE admin_audit DROP COLUMN after, DROP COLUMN before, DROP COLUMN ip`);
  }
}
