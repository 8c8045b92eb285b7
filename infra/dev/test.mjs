// `npm test`: every suite against real PostgreSQL and Redis obtained as `npm start` does, but on
// their own databases, ports and data folders, never the dev data.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DependencyError, obtainPostgres, obtainRedis, ROOT } from './deps.mjs';
import { prepareDatabase } from './prepare-database.mjs';
import { build } from './processes.mjs';

// Names carry this run's id, so concurrent runs (a developer's and a helper's) never drop each other's databases.
const RUN = `r${process.pid}`;
const TEMPLATE = `fb_tpl_${RUN}`;
const RUNS_DIR = path.join(ROOT, '.data/test-runs');
const log = (m) => console.log(`\x1b[1mtest\x1b[0m │ ${m}`);
const results = { passed: 0, failed: 0 };

function run(name, args, env, cwd = ROOT) {
  log(`${name}…`);
  return spawnSync(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' }).status === 0;
}

function count(file, read) {
  if (!existsSync(file)) return;
  const r = read(JSON.parse(readFileSync(file, 'utf8')));
  results.passed += r.passed;
  results.failed += r.failed;
  rmSync(file);
}

async function admin(serverUrl, sql) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

async function main() {
  build(log);
  mkdirSync(RUNS_DIR, { recursive: true });
  writeFileSync(path.join(RUNS_DIR, RUN), String(process.pid));
  const STAGES = ['jest', 'vitest', 'e2e'];
  const only = process.argv.slice(2).filter((a) => STAGES.includes(a));
  // Anything else on the command line narrows a stage: `npm test -- jest bff/src/health`,
  // `npm test -- e2e specs/admin.spec.ts`.
  const filters = process.argv.slice(2).filter((a) => !STAGES.includes(a));
  const e2eFilters = filters.filter((a) => a.startsWith('specs/'));
  const jestFilters = filters.filter((a) => !a.startsWith('specs/'));
  // Outside CI a configured DATABASE_URL/REDIS_URL is used for its server only: tests make their own databases.
  const pgServer = await obtainPostgres({ name: 'postgres-test', port: 54331, log });
  const redis = await obtainRedis({ name: 'redis-test', port: 6381, log, db: 15 });
  const redisUrl = process.env.REDIS_URL ? withRedisDb(process.env.REDIS_URL, 15) : redis.url;
  let ok = true;
  try {
    await admin(pgServer.url, `DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin(pgServer.url, `CREATE DATABASE ${TEMPLATE}`);
    const templateUrl = Object.assign(new URL(pgServer.url), { pathname: `/${TEMPLATE}` }).toString();
    await prepareDatabase({ DATABASE_URL: templateUrl, ADMIN_EMAIL: 'admin@filebridge.test', ADMIN_PASSWORD: 'test-admin-password-1' });
    log('Template database migrated and seeded.');

    const env = {
      TEST_RUN_ID: RUN,
      TEST_PG_SERVER_URL: pgServer.url,
      TEST_PG_TEMPLATE: TEMPLATE,
      TEST_REDIS_URL: redisUrl,
      REDIS_SERVER_BIN: process.env.REDIS_SERVER_BIN ?? 'redis-server',
    };
    const jestOut = path.join(ROOT, '.data/jest-results.json');
    if (!only.length || only.includes('jest')) {
      ok =
        run(
          'jest (contracts, platform, services, bff, reliability)',
          [path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--maxWorkers=2', '--json', `--outputFile=${jestOut}`, ...jestFilters],
          env,
        ) && ok;
      count(jestOut, (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0) }));
    }
    const vitestOut = path.join(ROOT, '.data/vitest-results.json');
    if (!only.length || only.includes('vitest')) {
      ok =
        run(
          'vitest (frontend)',
          [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestOut}`],
          {},
          path.join(ROOT, 'frontend'),
        ) && ok;
      count(vitestOut, (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests }));
    }
    if (!only.length || only.includes('e2e')) {
      const e2eOut = path.join(ROOT, '.data/e2e-results.json');
      ok = run('end-to-end (Playwright, Chromium)', [path.join(ROOT, 'tests/e2e/run.mjs'), e2eOut, ...e2eFilters], env) && ok;
      count(e2eOut, (j) => j);
    }
  } finally {
    const leftovers = await admin(
      pgServer.url,
      `SELECT datname FROM pg_database WHERE datname LIKE 'fb\\_%\\_${RUN}\\_%' OR datname = '${TEMPLATE}'`,
    );
    for (const { datname } of leftovers.rows) await admin(pgServer.url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    rmSync(path.join(RUNS_DIR, RUN), { force: true });
    // The servers are shared by concurrent runs: the last run out stops them.
    if (!otherRunsAlive()) {
      await redis.stop();
      await pgServer.stop();
    }
  }
  console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
  process.exit(ok && results.failed === 0 ? 0 : 1);
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

function withRedisDb(url, db) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

main().catch((err) => {
  console.error(err instanceof DependencyError ? err.message : err);
  process.exit(1);
});
