import { createDataSource, runMigrations } from '@filebridge/platform';
import { seedAdmin, seedCatalog } from './seed';

export interface PrepareOptions {
  databaseUrl: string;
  /** The first admin; seeded only when both are given. */
  adminEmail?: string;
  adminPassword?: string;
}

/** Migrations, then the idempotent catalog seed and the first admin: safe to run on every deploy. */
export async function prepareDatabase(opts: PrepareOptions): Promise<string[]> {
  const applied = await runMigrations(opts.databaseUrl);
  const ds = createDataSource(opts.databaseUrl, { poolSize: 2, applicationName: 'filebridge-seed' });
  await ds.initialize();
  try {
    await seedCatalog(ds);
    if (opts.adminEmail && opts.adminPassword) await seedAdmin(ds, opts.adminEmail, opts.adminPassword);
  } finally {
    await ds.destroy();
  }
  return applied;
}
