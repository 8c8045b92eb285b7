// Migrations, then the idempotent catalog seed and (outside production) the first admin.
import { createRequire } from 'node:module';
import { ROOT } from './deps.mjs';

const require = createRequire(import.meta.url);

/** Under NODE_ENV=production a development secret stops the stack here, before the dev admin is seeded. */
export async function prepareDatabase(env, { admin = true } = {}) {
  require(`${ROOT}/services/platform/dist/index.js`).assertProductionSecrets(env);
  const seed = require(`${ROOT}/services/seed/dist/index.js`);
  return seed.prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    ...(admin && {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      adminTotpSecret: env.ADMIN_TOTP_SECRET,
      dataKeys: env.DATA_KEYS,
    }),
  });
}
