import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an order's package included (expedited processing, registered agent, EIN) beside what was
 * bought, and whether it is expedited either way, so staff lists can put it first. Orders stored
 * before are given what their package includes now: the nearest record of what was sold.
 */
export class OrderIncludedAddOns1732240000130 implements MigrationInterface {
  name = 'OrderIncludedAddOns1732240000130';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN included_add_ons jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE orders ADD COLUMN expedited boolean NOT NULL DEFAULT false`);
    await q.query(
      `UPDATE orders o
          SET included_add_ons = jsonb_build_object(
                'expeditedProcessing', 'expeditedProcessing' = ANY(coalesce(p.included_add_ons, '{}')),
                'registeredAgent', 'registeredAgent' = ANY(coalesce(p.included_add_ons, '{}')),
                'ein', 'ein' = ANY(coalesce(p.included_add_ons, '{}'))),
              expedited = coalesce((o.additional_services->>'expeditedProcessing')::boolean, false)
                          OR 'expeditedProcessing' = ANY(coalesce(p.included_add_ons, '{}'))
         FROM packages p
        WHERE p.id = o.package_id`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN expedited`);
    await q.query(`ALTER TABLE orders DROP COLUMN included_add_ons`);
  }
}
