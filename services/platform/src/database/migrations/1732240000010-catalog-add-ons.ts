import type { MigrationInterface, QueryRunner } from 'typeorm';

const KNOWN = `ARRAY['expeditedProcessing','registeredAgent','ein']::text[]`;

/**
 * Which checkout add-ons a service offers and which a package already includes, as data the
 * pricing reads and an admin edits. NULL means "never set": the seed fills it from the catalog
 * data, after which the value is the admin's and a re-seed keeps it.
 */
export class CatalogAddOns1732240000010 implements MigrationInterface {
  name = 'CatalogAddOns1732240000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE services ADD COLUMN offered_add_ons text[] CONSTRAINT services_offered_add_ons_known CHECK (offered_add_ons <@ ${KNOWN})`,
    );
    await q.query(
      `ALTER TABLE packages ADD COLUMN included_add_ons text[] CONSTRAINT packages_included_add_ons_known CHECK (included_add_ons <@ ${KNOWN})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE packages DROP COLUMN included_add_ons`);
    await q.query(`ALTER TABLE services DROP COLUMN offered_add_ons`);
  }
}
