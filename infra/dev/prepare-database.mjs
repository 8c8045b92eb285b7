// Migrations, then the idempotent catalog seed and (outside production) the first admin.
import { createRequire } from 'node:module';
import { ROOT } from './deps.mjs';

const require = createRequire(import.meta.url);

export async function prepareDatabase(env, { admin = true } = {}) {
  const platform = require(`${ROOT}/services/platform/dist/index.js`);
  const applied = await platform.runMigrations(env.DATABASE_URL);
  const ds = platform.createDataSource(env.DATABASE_URL, { poolSize: 2, applicationName: 'filebridge-seed' });
  await ds.initialize();
  try {
    await platform.seedCatalog(ds);
    if (admin && env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await platform.seedAdmin(ds, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  } finally {
    await ds.destroy();
  }
  return applied;
}
