// The servers every test run uses, obtained as `npm start` obtains them but on their own ports and
// data folders, and a migrated, seeded template database each suite clones. Used by `npm test` and
// by a jest run started on its own (`npx nx test bff`), whichever comes first.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { obtainPostgres, obtainRedis, ROOT } from './deps.mjs';
import { prepareDatabase } from './prepare-database.mjs';

const RUNS_DIR = path.join(ROOT, '.data/test-runs');
/** TEST_PORT_OFFSET moves the test servers' ports, so two checkouts can run their suites at once. */
const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);

async function admin(serverUrl, sql) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

function withRedisDb(url, db) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

function otherRunsAlive() {
  return readdirSync(RUNS_DIR).some((f) => {
    try {
      process.kill(Number(f.slice(1)), 0);
      return true;
    } catch {
      rmSync(path.join(RUNS_DIR, f), { force: true });
      return false;
    }
  });
}

/**
 * Starts (or finds) the test servers and builds this run's template. Returns the environment the
 * suites read and `release`, which drops what the run made and stops the servers when no other run
 * still uses them. Names carry the run id, so concurrent runs never drop each other's databases.
 */
export async function provisionTestServers({ log = console.log } = {}) {
  const run = `r${process.pid}`;
  const template = `fb_tpl_${run}`;
  mkdirSync(RUNS_DIR, { recursive: true });
  writeFileSync(path.join(RUNS_DIR, run), String(process.pid));
  // A configured DATABASE_URL/REDIS_URL is used for its server only: tests make their own databases.
  const pgServer = await obtainPostgres({ name: 'postgres-test', port: 54331 + OFFSET, log, durable: false });
  const redis = await obtainRedis({ name: 'redis-test', port: 6381 + OFFSET, log, db: 15 });
  const release = async () => {
    const leftovers = await admin(
      pgServer.url,
      `SELECT datname FROM pg_database WHERE datname LIKE 'fb\\_%\\_${run}\\_%' OR datname = '${template}'`,
    );
    for (const { datname } of leftovers.rows) await admin(pgServer.url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    rmSync(path.join(RUNS_DIR, run), { force: true });
    // The servers are shared by concurrent runs: the last run out stops them.
    if (!otherRunsAlive()) {
      await redis.stop();
      await pgServer.stop();
    }
  };
  try {
    await admin(pgServer.url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin(pgServer.url, `CREATE DATABASE ${template}`);
    const templateUrl = Object.assign(new URL(pgServer.url), { pathname: `/${template}` }).toString();
    // The test admin has its second factor enrolled, sealed with the suites' DATA_KEYS (tests/support/env.ts),
    // so suites sign in with codes computed from the same secret (tests/support/admin-login.ts).
    await prepareDatabase({
      DATABASE_URL: templateUrl,
      ADMIN_EMAIL: 'admin@filebridge.test',
      ADMIN_PASSWORD: 'test-admin-password-1',
      ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      DATA_KEYS: 'test:bCNyT0fuGXUG1IoGU67glNM7JRx2UJMkU4Lf7a4SHK4=',
    });
    log('Template database migrated and seeded.');
  } catch (err) {
    await release();
    throw err;
  }
  const env = {
    TEST_RUN_ID: run,
    TEST_PG_SERVER_URL: pgServer.url,
    TEST_PG_TEMPLATE: template,
    TEST_REDIS_URL: process.env.REDIS_URL ? withRedisDb(process.env.REDIS_URL, 15) : redis.url,
    REDIS_SERVER_BIN: process.env.REDIS_SERVER_BIN ?? 'redis-server',
  };
  return { env, release };
}
