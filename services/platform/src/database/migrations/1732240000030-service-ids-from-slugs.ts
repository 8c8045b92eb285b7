import type { MigrationInterface, QueryRunner } from 'typeorm';
import { serviceIdFor } from '../../catalog/service-id';

/**
 * A service's id becomes UUID v5 of its slug (the seed gives new ones the same way), so it is the
 * same on every database and a client can address a service by a fixed id. Packages and orders
 * follow a re-keyed service through ON UPDATE CASCADE on their foreign keys.
 */
export class ServiceIdsFromSlugs1732240000030 implements MigrationInterface {
  name = 'ServiceIdsFromSlugs1732240000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE packages DROP CONSTRAINT packages_service_id_fkey,
        ADD CONSTRAINT packages_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`
      ALTER TABLE orders DROP CONSTRAINT orders_service_id_fkey,
        ADD CONSTRAINT orders_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON UPDATE CASCADE`);
    const services: { id: string; slug: string }[] = await q.query(`SELECT id, slug FROM services`);
    for (const service of services) {
      const id = serviceIdFor(service.slug);
      if (service.id !== id) await q.query(`UPDATE services SET id = $1 WHERE id = $2`, [id, service.id]);
    }
  }

  /** The foreign keys go back as they were; the ids stay, as the random ones they replaced are gone. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders DROP CONSTRAINT orders_service_id_fkey,
        ADD CONSTRAINT orders_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id)`);
    await q.query(`
      ALTER TABLE packages DROP CONSTRAINT packages_service_id_fkey,
        ADD CONSTRAINT packages_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON DELETE CASCADE`);
  }
}
