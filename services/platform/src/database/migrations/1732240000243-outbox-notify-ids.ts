import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relay's wake-up names the rows it is for (`first-last` id of the inserting statement), and a
 * statement that inserted nothing (ON CONFLICT DO NOTHING met its row) no longer wakes it. Under load
 * most wake-ups came for rows a drain had already taken, each costing an empty claim: the relay now
 * drains only for a row it has not claimed yet.
 */
export class OutboxNotifyIds1732240000243 implements MigrationInterface {
  name = 'OutboxNotifyIds1732240000243';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER outbox_notify ON outbox`);
    await q.query(`
      CREATE OR REPLACE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        first_id bigint;
        last_id bigint;
      BEGIN
        SELECT min(id), max(id) INTO first_id, last_id FROM inserted;
        IF first_id IS NOT NULL THEN PERFORM pg_notify('outbox', first_id || '-' || last_id); END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER outbox_notify AFTER INSERT ON outbox REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER outbox_notify ON outbox`);
    await q.query(`
      CREATE OR REPLACE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('outbox', ''); RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()`);
  }
}
