// The whole product for browser tests: a database cloned from the test template, the built
// services as real processes, the Stripe emulator, a mail catcher, and the built site served by
// `vite preview`. Ports differ from `npm start` so both can run at once.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ROOT } from '../../infra/dev/deps.mjs';
import { localEnv, serviceEnv } from '../../infra/dev/env.mjs';
import { startMailCatcher } from '../../infra/dev/mail-catcher.mjs';
import { startProcess, stopAll, waitFor } from '../../infra/dev/processes.mjs';
import { spawnSync } from 'node:child_process';

// TEST_PORT_OFFSET moves every port at once, so two checkouts can run their browser suites side by side.
const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
export const E2E_PORTS = Object.fromEntries(
  Object.entries({ bff: 3100, frontend: 4173, stripe: 12112, smtp: 1026, mailUi: 8026 }).map(([k, port]) => [k, port + OFFSET]),
);

async function admin(serverUrl, sql) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function startStack({ quiet = true } = {}) {
  const server = process.env.TEST_PG_SERVER_URL;
  const name = `fb_t_${process.env.TEST_RUN_ID ?? 'adhoc'}_e2e${randomBytes(3).toString('hex')}`;
  await admin(server, `CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_PG_TEMPLATE}`);
  const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'fb-e2e-mail-'));
  // Uploaded documents go to a folder of this run, never to the developer's .data/documents.
  const documentsDir = mkdtempSync(path.join(os.tmpdir(), 'fb-e2e-documents-'));
  const mail = await startMailCatcher({ dir: mailDir, smtpPort: E2E_PORTS.smtp, httpPort: E2E_PORTS.mailUi });
  const p = E2E_PORTS;
  const env = localEnv({
    databaseUrl,
    redisUrl: process.env.TEST_REDIS_URL,
    smtpUrl: mail.smtpUrl,
    ports: p,
    extra: {
      NODE_ENV: 'test',
      QUEUE_PREFIX: `e2e${randomBytes(3).toString('hex')}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '100000',
      OUTBOX_POLL_MS: '250',
      FRONTEND_ORIGIN: `http://localhost:${p.frontend}`,
      PUBLIC_API_URL: `http://localhost:${p.bff}`,
      STRIPE_API_URL: `http://127.0.0.1:${p.stripe}`,
      ADMIN_EMAIL: 'admin@filebridge.test',
      ADMIN_PASSWORD: 'test-admin-password-1',
      // The template's admin has its second factor sealed with the test key (infra/dev/test-servers.mjs).
      DATA_KEYS: 'test:bCNyT0fuGXUG1IoGU67glNM7JRx2UJMkU4Lf7a4SHK4=',
      SECOND_FACTOR_CODE_LIMIT: '1000',
      STORAGE_DIR: documentsDir,
    },
  });
  const children = [
    startProcess('stripe-emulator', process.execPath, ['services/stripe-emulator/dist/main.js'], {
      quiet,
      env: {
        STRIPE_EMULATOR_PORT: String(p.stripe),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${p.bff}/api/webhooks/stripe`,
        STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
      },
    }),
    startProcess('bff', process.execPath, ['bff/dist/main.js'], { env, quiet }),
    ...['order-worker', 'payment-webhook-worker', 'mailing-worker'].map((w) =>
      startProcess(w, process.execPath, [`services/${w}/dist/main.js`], { env: serviceEnv(env, w), quiet }),
    ),
  ];
  const siteEnv = {
    VITE_API_URL: `http://localhost:${p.bff}`,
    VITE_STRIPE_JS_URL: `http://localhost:${p.stripe}/js/stripe.js`,
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_filebridge_e2e',
    VITE_SITE_URL: `http://localhost:${p.frontend}`,
  };
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', 'dist-e2e'], {
    cwd: path.join(ROOT, 'frontend'),
    env: { ...process.env, ...siteEnv },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  if (built.status !== 0) throw new Error('The frontend build for the browser tests failed.');
  children.push(
    startProcess('site', process.execPath, [vite, 'preview', '--outDir', 'dist-e2e', '--port', String(p.frontend), '--strictPort'], {
      cwd: path.join(ROOT, 'frontend'),
      quiet,
    }),
  );
  await waitFor(`http://127.0.0.1:${p.bff}/api/health/ready`, { timeoutMs: 60_000 });
  await waitFor(`http://127.0.0.1:${p.frontend}/`, { timeoutMs: 60_000 });
  return {
    env,
    urls: {
      site: `http://localhost:${p.frontend}`,
      api: `http://localhost:${p.bff}`,
      mail: mail.uiUrl,
      stripe: `http://127.0.0.1:${p.stripe}`,
    },
    databaseUrl,
    children,
    async stop() {
      await stopAll(children);
      await mail.stop();
      rmSync(documentsDir, { recursive: true, force: true });
      await admin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    },
  };
}
