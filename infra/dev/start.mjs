// `npm start`: the whole product on embedded defaults (DESIGN §2), one URL table, clean Ctrl-C.
import path from 'node:path';
import { DATA, DependencyError, obtainPostgres, obtainRedis, ROOT } from './deps.mjs';
import { localEnv, PORTS } from './env.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { prepareDatabase } from './prepare-database.mjs';
import { build, startProcess, stopAll, waitFor } from './processes.mjs';

const log = (m) => console.log(`\x1b[1mfilebridge\x1b[0m │ ${m}`);
const children = [];
const cleanups = [];
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('Stopping every process…');
  await stopAll(children);
  for (const c of cleanups.reverse()) await c().catch(() => {});
  log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  build(log);
  const pg = await obtainPostgres({ log });
  cleanups.push(pg.stop);
  log(pg.embedded ? 'PostgreSQL: embedded, data in .data/postgres (port 54329)' : 'PostgreSQL: DATABASE_URL');
  const dbUrl = pg.embedded ? await ensureDatabase(pg.url, 'filebridge') : pg.url;
  const redis = await obtainRedis({ log });
  cleanups.push(redis.stop);
  log(process.env.REDIS_URL ? 'Redis: REDIS_URL' : `Redis: local redis-server on ${redis.port}, data in .data/redis`);
  let smtpUrl = process.env.SMTP_URL;
  let mailUi = '(your SMTP server)';
  if (!smtpUrl) {
    const catcher = await startMailCatcher({ dir: path.join(DATA, 'mail'), smtpPort: PORTS.smtp, httpPort: PORTS.mailUi });
    cleanups.push(catcher.stop);
    smtpUrl = catcher.smtpUrl;
    mailUi = catcher.uiUrl;
  }
  const env = localEnv({ databaseUrl: dbUrl, redisUrl: redis.url, smtpUrl });
  const applied = await prepareDatabase(env);
  log(`Database ready (${applied.length} new migration(s)); catalog seeded; admin ${env.ADMIN_EMAIL}`);

  if (env.STRIPE_API_URL?.includes(`:${PORTS.stripe}`)) {
    children.push(
      startProcess('stripe-emulator', process.execPath, ['services/stripe-emulator/dist/main.js'], {
        env: {
          STRIPE_EMULATOR_PORT: String(PORTS.stripe),
          STRIPE_WEBHOOK_URL: `http://127.0.0.1:${PORTS.bff}/api/webhooks/stripe`,
          STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
        },
      }),
    );
  }
  children.push(startProcess('bff', process.execPath, ['bff/dist/main.js'], { env }));
  for (const w of ['order-worker', 'payment-webhook-worker', 'mailing-worker']) {
    children.push(startProcess(w, process.execPath, [`services/${w}/dist/main.js`], { env }));
  }
  children.push(
    startProcess(
      'frontend',
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--port', String(PORTS.frontend), '--strictPort'],
      {
        cwd: path.join(ROOT, 'frontend'),
        env: {
          VITE_API_URL: env.PUBLIC_API_URL,
          VITE_STRIPE_JS_URL: env.STRIPE_API_URL ? `${env.STRIPE_API_URL.replace('127.0.0.1', 'localhost')}/js/stripe.js` : '',
        },
      },
    ),
  );
  for (const c of children) c.once('exit', (code) => !stopping && (log(`${c.name} exited (${code}); stopping.`), void shutdown(1)));

  await waitFor(`http://127.0.0.1:${PORTS.bff}/api/health/ready`, { timeoutMs: 90_000 });
  await waitFor(`http://127.0.0.1:${PORTS.frontend}/`, { timeoutMs: 90_000 });
  const rows = [
    ['Site', `http://localhost:${PORTS.frontend}`],
    ['API', `http://localhost:${PORTS.bff}/api`],
    ['API docs', `http://localhost:${PORTS.bff}/api/docs`],
    ['Queue board', `http://localhost:${PORTS.bff}/api/admin/board  (after admin sign-in)`],
    [
      'Admin sign-in',
      `http://localhost:${PORTS.frontend}/admin/login  ${env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : env.ADMIN_PASSWORD}`,
    ],
    ['Mail catcher', mailUi],
    ['Stripe', env.STRIPE_API_URL ? `emulator at ${env.STRIPE_API_URL} (card 4242 4242 4242 4242)` : 'real Stripe (STRIPE_SECRET_KEY)'],
    ['Metrics', `http://localhost:${PORTS.bff}/metrics`],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(
    '\n' + rows.map(([k, v]) => `  \x1b[1m${k.padEnd(w)}\x1b[0m  ${v}`).join('\n') + '\n\n  Ready. Press Ctrl-C to stop everything.\n',
  );
}

async function ensureDatabase(serverUrl, name) {
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: serverUrl });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

main().catch((err) => {
  console.error(`\n\x1b[31m${err instanceof DependencyError ? err.message : (err.stack ?? err)}\x1b[0m`);
  void shutdown(1);
});
