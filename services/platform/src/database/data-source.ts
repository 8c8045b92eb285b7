import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { InitialSchema1732240000000 } from './migrations/1732240000000-initial-schema';
import { MailLease1732240000001 } from './migrations/1732240000001-mail-lease';
import { StripeEventsUnapplied1732240000002 } from './migrations/1732240000002-stripe-events-unapplied';

export const MIGRATIONS = [InitialSchema1732240000000, MailLease1732240000001, StripeEventsUnapplied1732240000002];

/** The one data source factory: migrations only, never `synchronize` (DESIGN §3). */
export function createDataSource(databaseUrl: string, opts: { poolSize?: number; applicationName?: string } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    poolSize: opts.poolSize ?? 10,
    extra: { application_name: opts.applicationName ?? 'filebridge', connectionTimeoutMillis: 5000 },
  });
}

export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const ds = createDataSource(databaseUrl, { poolSize: 1, applicationName: 'filebridge-migrate' });
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
