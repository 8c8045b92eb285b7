import { loadConfig } from '@filebridge/platform';
import { prepareDatabase } from './prepare';

// The migrate step of a deployment (docker compose's `migrate` service, the Kubernetes migrate Job):
// the same validated settings as every process, so a bad value stops it with the variable named.
async function main() {
  const config = loadConfig();
  const applied = await prepareDatabase({
    databaseUrl: config.DATABASE_URL,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    adminTotpSecret: config.ADMIN_TOTP_SECRET,
    dataKeys: config.DATA_KEYS,
  });
  console.log(`database ready; migrations applied: ${applied.length ? applied.join(', ') : 'none'}`);
}

main().catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
