import { createDataSource, parseDataKeys, runMigrations, SealedValues } from '@filebridge/platform';
import { seedAdmin, seedCatalog } from './seed';

export interface PrepareOptions {
  databaseUrl: string;
  /** The first admin; seeded only when both are given. */
  adminEmail?: string;
  adminPassword?: string;
  /** The first admin's TOTP secret, enrolled at once (tests); DATA_KEYS seals it. */
  adminTotpSecret?: string;
  dataKeys?: string;
}

/** Migrations, then the idempotent catalog seed and the first admin: safe to run on every deploy. */
export async function prepareDatabase(opts: PrepareOptions): Promise<string[]> {
  const applied = await runMigrations(opts.databaseUrl);
  const ds = createDataSource(opts.databaseUrl, { poolSize: 2, applicationName: 'filebridge-seed' });
  await ds.initialize();
  try {
    await seedCatalog(ds);
    if (opts.adminEmail && opts.adminPassword) await seedAdmin(ds, opts.adminEmail, opts.adminPassword, secondFactorOf(opts));
  } finally {
    await ds.destroy();
  }
  return applied;
}

function secondFactorOf(opts: PrepareOptions) {
  if (!opts.adminTotpSecret) return undefined;
  if (!opts.dataKeys) throw new Error('ADMIN_TOTP_SECRET is set but DATA_KEYS is not: the secret is stored sealed');
  return { secret: opts.adminTotpSecret, sealed: new SealedValues(parseDataKeys(opts.dataKeys)) };
}
