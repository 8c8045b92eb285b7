import type { DataSource } from 'typeorm';
import { STATE_SALES_TAX } from '@filebridge/contracts';
import { AccountEntity, hashPassword, sealSecondFactorSecret, serviceIdFor, type SealedValues } from '@filebridge/platform';
import { CATALOG } from './catalog.data';

export const DEV_ADMIN = { email: 'admin@filebridge.local', password: 'filebridge-dev-admin' };

/** Upserts the catalog and state taxes by natural key: safe to run on every start. */
export async function seedCatalog(ds: DataSource): Promise<void> {
  await ds.transaction(async (m) => {
    for (const s of STATE_SALES_TAX) {
      await m.query(
        `INSERT INTO state_taxes (code, state_name, rate) VALUES ($1, $2, $3)
         ON CONFLICT (code) DO UPDATE SET state_name = excluded.state_name, rate = excluded.rate`,
        [s.code, s.stateName, s.rate],
      );
    }
    for (const svc of CATALOG) {
      // Status and add-ons are the admin's to change: a re-seed keeps them, and only fills add-ons never set.
      // The id comes from the slug, so it is the same on every database (the migration re-keyed older rows).
      const [row] = await m.query<{ id: string }[]>(
        `INSERT INTO services (id, slug, name, category, summary, menu_description, offered_add_ons) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (slug) DO UPDATE SET name = excluded.name, category = excluded.category,
           summary = excluded.summary, menu_description = excluded.menu_description,
           offered_add_ons = COALESCE(services.offered_add_ons, excluded.offered_add_ons)
         RETURNING id`,
        [serviceIdFor(svc.slug), svc.slug, svc.name, svc.category, svc.summary, svc.menuDescription, svc.offeredAddOns],
      );
      // An upsert whose conflict always updates returns its row either way.
      const serviceId = row!.id;
      for (const [position, p] of svc.packages.entries()) {
        // Every other package field is the admin's once inserted; included add-ons are filled only where never set.
        await m.query(
          `INSERT INTO packages (service_id, seed_key, position, title, price_cents, price_plus, description, popular,
                                 why_popular, package_include, benefit_list, button_text, included_add_ons)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (service_id, seed_key) DO UPDATE SET included_add_ons = excluded.included_add_ons
             WHERE packages.included_add_ons IS NULL`,
          [
            serviceId,
            p.key,
            position,
            p.title,
            p.priceCents,
            p.pricePlus,
            p.description,
            p.popular,
            p.whyPopular,
            p.packageInclude,
            p.benefitList,
            p.buttonText,
            p.includedAddOns,
          ],
        );
      }
    }
  });
}

/** The first admin's second factor, when tests give its secret so they can compute its codes. */
export interface SeededSecondFactor {
  secret: string;
  sealed: SealedValues;
}

/**
 * The first admin, an owner, comes from the environment at seed time, never from a public call.
 * With a second factor given, it is enrolled already; otherwise the admin enrols at first sign-in.
 */
export async function seedAdmin(ds: DataSource, email: string, password: string, factor?: SeededSecondFactor): Promise<void> {
  const existing = await ds
    .getRepository(AccountEntity)
    .createQueryBuilder('a')
    .where('lower(a.email) = lower(:email)', { email })
    .getExists();
  if (existing) return;
  const [admin] = await ds.query<{ id: string }[]>(
    `INSERT INTO accounts (email, password_hash, first_name, last_name, role, staff_role)
     VALUES (lower($1), $2, 'Filebridge', 'Admin', 'admin', 'owner')
     ON CONFLICT DO NOTHING RETURNING id`,
    [email, await hashPassword(password)],
  );
  if (!admin || !factor) return;
  await ds.query(`INSERT INTO account_second_factors (account_id, secret_sealed, enabled_at) VALUES ($1, $2, now())`, [
    admin.id,
    sealSecondFactorSecret(factor.sealed, factor.secret, admin.id),
  ]);
}
