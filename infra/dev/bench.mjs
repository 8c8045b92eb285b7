// `npm run bench`: every benchmark with its baseline measured in the same run on this machine,
// printed as one table and written to bench/results.json. Ratios, not absolute numbers, are the
// point: the machines are shared and noisy.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import Stripe from 'stripe';
import { obtainPostgres, obtainRedis, ROOT } from './deps.mjs';
import { localEnv, serviceEnv } from './env.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { prepareDatabase } from './prepare-database.mjs';
import { build, startProcess, stopAll, waitFor } from './processes.mjs';
import { frontendBench, SITE_PORT } from './bench-frontend.mjs';
import { adminScaleBench } from './bench-admin-scale.mjs';
import { benchClient, llcOrderFor, placePaidOrder, signUpBenchCustomer } from './bench-api.mjs';
import { latencyBench, latencyTables } from './bench-latency.mjs';
import { mailScaleOutBench, mailScaleOutTable } from './bench-mail.mjs';
import { costPerOrder, costTables, cpuSeconds, stageMeter } from './bench-cost.mjs';
import { latencySvg } from './bench-latency-svg.mjs';

/** Committed beside BENCHMARKS.md, which shows it. */
const LATENCY_SVG = 'benchmarks-latency.svg';
/** PORT_OFFSET moves the bench's own servers too, so two checkouts can bench at once. */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const PORTS = Object.fromEntries(
  Object.entries({ bff: 3200, frontend: 5173, stripe: 12113, smtp: 1027, mailUi: 8027 }).map(([k, port]) => [k, port + OFFSET]),
);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** The catalog read and its bare baseline take turns this many times (BENCH_CATALOG_ROUNDS). */
const CATALOG_ROUNDS = Number(process.env.BENCH_CATALOG_ROUNDS ?? 3);
const WEBHOOK_RATE = 1000;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
/** BENCH_ONLY=catalog,webhook,pipeline,latency,mail,frontend,admin-scale runs a subset; `soak` (never by default) adds the soak of tests/load. */
const ONLY = (process.env.BENCH_ONLY ?? 'catalog,webhook,pipeline,latency,mail,frontend,admin-scale').split(',');
/** BENCH_WEBHOOK_DELAY_MS=min,max: each webhook of the stages after the pipeline waits that long (ms) before it is sent. */
const WEBHOOK_DELAY_MS = process.env.BENCH_WEBHOOK_DELAY_MS?.split(',').map(Number);
/** The pipeline's second run holds each webhook this long (ms, min and max; BENCH_WEBHOOK_HELD_MS). */
const HELD_WEBHOOK_MS = (process.env.BENCH_WEBHOOK_HELD_MS ?? '300,1000').split(',').map(Number);
const PROFILE = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench/profiles')}`] : [];
const log = (m) => console.log(`\x1b[1mbench\x1b[0m │ ${m}`);
const rows = [];
let adminScale = [];
let latency;
let pipeline;
/** The pipeline again with each webhook held, so confirm-payment applies the payment first. */
let pipelineHeld;
let mailScaleOut;
/** The bare catalog server's figures, the baseline every per-order cost is set against. */
let bareCatalog;
const CATALOG_PATH = '/api/services/slug/llc-formation';

/** `pid`: the server's process, whose CPU per request over the measured run is read from /proc. */
async function cannon(opts, pid, seconds = DURATION) {
  await autocannon({ ...opts, duration: 2 }); // warm-up
  const cpuBefore = pid && cpuSeconds(pid);
  const r = await autocannon({ ...opts, duration: seconds });
  const cpuMsPerRequest = pid ? ((cpuSeconds(pid) - cpuBefore) * 1000) / r.requests.total : undefined;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, cpuMsPerRequest };
}

/**
 * Open-loop load at a constant rate: request i leaves at start + i/rate whatever earlier ones are
 * doing, and its latency counts from that moment, so a stall shows in the figures instead of
 * slowing the sender (autocannon's rate limit sends each second's quota in a burst).
 */
async function constantRate({ url, rate, seconds, next }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  let ok = 0;
  let failed = 0;
  const total = Math.round(rate * seconds);
  const pending = [];
  const fire = (due) => {
    const { body, headers } = next();
    pending.push(
      new Promise((resolve) => {
        const req = request(url, { method: 'POST', agent, headers }, (res) => {
          res.resume().on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode < 300) ok++;
            else failed++;
            resolve();
          });
        });
        req.on('error', () => (failed++, resolve()));
        req.end(body);
      }),
    );
  };
  const start = performance.now();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
    while (sent < due) fire(start + (sent++ * 1000) / rate);
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
  return { rps: ok / ((performance.now() - start) / 1000), p50: at(0.5), p99: at(0.99), non2xx: failed };
}

function listen(handler) {
  return new Promise((resolve) => {
    const s = createServer(handler).listen(0, '127.0.0.1', () => resolve(s));
  });
}

/**
 * A bare node:http server answering `body`, in a process of its own (not the bench's, which runs
 * autocannon), so it has a core's share as the bff has and its CPU per request can be read.
 */
async function bareServer(body) {
  const script = `const body = Buffer.from(process.env.BARE_BODY, 'base64');
const s = require('node:http').createServer((_req, r) => r.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body));
s.listen(0, '127.0.0.1', () => process.stdout.write(s.address().port + '\\n'));`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BARE_BODY: body.toString('base64') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => stopAll([child]) };
}

/** The bare catalog baseline: the catalog's own bytes from a bare server, its rate and CPU per request. */
async function bareCatalogServer(api) {
  const body = Buffer.from(await (await fetch(`${api}${CATALOG_PATH}`)).arrayBuffer());
  return bareServer(body);
}

async function bareCatalogBaseline(api) {
  const bare = await bareCatalogServer(api);
  try {
    return await cannon({ url: bare.url, connections: 50 }, bare.pid);
  } finally {
    await bare.stop();
  }
}

/**
 * The bare server and ours take turns, CATALOG_ROUNDS times, DURATION split between the rounds: a
 * shared machine's speed drifts over a minute, so each of our rounds is set against the bare round
 * just before it, and the median of those ratios is reported with the pair it came from.
 */
async function catalogBench(api, bffPid) {
  const bare = await bareCatalogServer(api);
  const seconds = Math.max(2, Math.round(DURATION / CATALOG_ROUNDS));
  const pairs = [];
  try {
    for (let round = 0; round < CATALOG_ROUNDS; round++) {
      const base = await cannon({ url: bare.url, connections: 50 }, bare.pid, seconds);
      // Sent as the site's pages send it: a cross-origin read, from the origin the bff is told is the site's.
      const ours = await cannon(
        { url: `${api}${CATALOG_PATH}`, connections: 50, headers: { origin: `http://localhost:${SITE_PORT}` } },
        bffPid,
        seconds,
      );
      pairs.push({ base, ours, ratio: ours.rps / base.rps });
    }
  } finally {
    await bare.stop();
  }
  const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)];
  bareCatalog = median.base;
  rows.push({
    name: `catalog GET /services/slug/llc-formation (50 conn; median of ${CATALOG_ROUNDS} rounds, each against the bare round before it: ${pairs.map((p) => p.ratio.toFixed(2)).join(', ')})`,
    ours: median.ours,
    base: median.base,
    baseName: 'bare node:http in its own process, same bytes',
    ratio: median.ratio,
    target: 'ratio ≥ 0.7',
  });
}

async function webhookBench(api, secret) {
  const event = () => {
    const id = `evt_bench_${randomUUID().replace(/-/g, '')}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_x' } },
    });
    const t = Math.floor(Date.now() / 1000);
    const sig = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
    return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${sig}` } };
  };
  const requests = [{ method: 'POST', setupRequest: (req) => ({ ...req, ...event() }) }];
  // Baseline: a bare server that only verifies the signature, as any webhook receiver must.
  const bare = await listen((req, r) => {
    const chunks = [];
    req
      .on('data', (c) => chunks.push(c))
      .on('end', () => {
        const raw = Buffer.concat(chunks).toString();
        const [t, v1] = String(req.headers['stripe-signature'])
          .split(',')
          .map((p) => p.split('=')[1]);
        const ok = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex') === v1;
        r.writeHead(ok ? 200 : 400).end('{"received":true}');
      });
  });
  const base = await cannon({ url: `http://127.0.0.1:${bare.address().port}/`, connections: 50, requests });
  bare.close();
  const url = `${api}/api/webhooks/stripe`;
  const ours = await cannon({ url, connections: 50, requests });
  rows.push({
    name: 'webhook ingestion POST /webhooks/stripe, saturated (50 conn, unique signed events)',
    ours,
    base,
    baseName: 'bare node:http verifying the signature',
    ratio: ours.rps / base.rps,
    target: 'report',
  });
  // The target is a rate, so it is measured at that rate: 1,000 events/s offered, open loop.
  const next = () => requests[0].setupRequest({});
  await constantRate({ url, rate: WEBHOOK_RATE, seconds: 2, next }); // warm-up
  const atRate = await constantRate({ url, rate: WEBHOOK_RATE, seconds: DURATION, next });
  rows.push({
    name: `webhook ingestion at ${WEBHOOK_RATE.toLocaleString('en-US')} events/s, constant rate, open loop`,
    ours: atRate,
    base,
    baseName: 'bare node:http verifying the signature (saturated)',
    ratio: atRate.rps / WEBHOOK_RATE,
    target: `≥ ${WEBHOOK_RATE.toLocaleString('en-US')}/s accepted (ratio ≥ 0.99), p99 < 50 ms, 0 errors`,
  });
}

/** Waits until the workers have applied every stored Stripe event; returns how many were waiting. */
/**
 * Vacuums and analyses the bench's database. Autovacuum catching up on an earlier stage's rows (the
 * webhook stage stores tens of thousands of events) commits transactions of its own, which the
 * per-order counts would charge to the orders measured next.
 */
async function vacuumed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
}

async function eventsApplied(databaseUrl, timeoutMs = 600_000) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const pending = async () => (await db.query(`SELECT count(*)::int AS n FROM stripe_events WHERE processed_at IS NULL`)).rows[0].n;
  try {
    const backlog = await pending();
    for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      if ((await pending()) === 0) return backlog;
    }
    throw new Error('The payment-webhook-worker did not apply the stored Stripe events in time');
  } finally {
    await db.end();
  }
}

async function bareBullmq(redisUrl, n) {
  const conn = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const prefix = `benchbare${process.pid}`;
  const q = new Queue('roundtrip', { connection: conn, prefix });
  const latencies = [];
  let done = 0;
  let finish;
  const all = new Promise((r) => (finish = r));
  const w = new Worker('roundtrip', async (job) => latencies.push(Date.now() - job.data.at), {
    connection: conn.duplicate(),
    prefix,
    concurrency: 10,
  });
  w.on('completed', () => ++done === n && finish());
  const start = Date.now();
  for (let i = 0; i < n; i += 20) await Promise.all(Array.from({ length: Math.min(20, n - i) }, () => q.add('rt', { at: Date.now() })));
  await all;
  const seconds = (Date.now() - start) / 1000;
  await w.close();
  await q.obliterate({ force: true });
  await q.close();
  conn.disconnect();
  latencies.sort((a, b) => a - b);
  return { perSecond: n / seconds, p50: latencies[Math.floor(n * 0.5)], p99: latencies[Math.floor(n * 0.99)] };
}

/** Orders placed, unmeasured, before the pipeline is measured (BENCH_WARMUP_ORDERS): long-running processes pay no compile or first-call cost per order. */
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 100);
/** One customer per concurrent lane: an account may hold only a few unpaid orders at once. */
const LANES = 10;

/** `n` paid orders over LANES lanes, each lane one customer of its own; answers their ids. */
async function placeOrders(call, stripe, n) {
  const customers = [];
  for (let lane = 0; lane < LANES; lane++) customers.push(await signUpBenchCustomer(call, `bench${Date.now()}-${lane}@example.com`));
  const payload = (await llcOrderFor(call))(customers[0].user.email);
  return async () => {
    const orderIds = [];
    const intentIds = [];
    for (let i = 0; i < n; i += LANES) {
      await Promise.all(
        Array.from({ length: Math.min(LANES, n - i) }, async (_, lane) => {
          const { orderId, intentId } = await placePaidOrder(call, stripe, payload, customers[lane].token);
          orderIds.push(orderId);
          intentIds.push(intentId);
        }),
      );
    }
    return { orderIds, intentIds };
  };
}

/** Waits until every order's receipt is sent and every payment's webhook applied, whichever comes last. */
async function pipelineDone(db, { orderIds, intentIds }) {
  for (;;) {
    const {
      rows: [{ sent, applied }],
    } = await db.query(
      `SELECT (SELECT count(*)::int FROM mail_log WHERE template = 'payment-receipt' AND status = 'sent' AND order_id = ANY($1)) AS sent,
              (SELECT count(*)::int FROM stripe_events WHERE type = 'payment_intent.succeeded' AND processed_at IS NOT NULL
                  AND payload #>> '{data,object,id}' = ANY($2)) AS applied`,
      [orderIds, intentIds],
    );
    if (sent === orderIds.length && applied === intentIds.length) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * `n` orders end to end, measured from a quiet database once WARMUP_ORDERS orders of other
 * customers have been through the same path: what an order costs processes that have run a while.
 */
async function pipelineBench(api, env, stripeUrl, n, processes) {
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, { host: '127.0.0.1', port: Number(new URL(stripeUrl).port), protocol: 'http' });
  const call = await benchClient(api);
  const warmup = await placeOrders(call, stripe, WARMUP_ORDERS);
  const measured = await placeOrders(call, stripe, n);
  const { db, meter, close } = await stageMeter({ env, processes });
  await pipelineDone(db, await warmup());
  const before = await meter.read({ quiet: true });
  const start = Date.now();
  const placed = await measured();
  await pipelineDone(db, placed);
  const seconds = (Date.now() - start) / 1000;
  const perOrder = costPerOrder(before, await meter.read({ settle: true }), n);
  const { rows: lat } = await db.query(
    `SELECT extract(epoch FROM m.sent_at - o.paid_at) * 1000 AS ms FROM orders o JOIN mail_log m ON m.order_id = o.id AND m.template = 'payment-receipt' WHERE o.id = ANY($1) ORDER BY 1`,
    [placed.orderIds],
  );
  await close();
  const ms = lat.map((r) => Number(r.ms));
  return { perSecond: n / seconds, p50: ms[Math.floor(n * 0.5)], p99: ms[Math.floor(n * 0.99)], perOrder };
}

async function main() {
  if (ONLY.includes('soak')) {
    // The soak runs as `npm run soak` runs it, on the test runner's own servers and databases.
    const soak = spawnSync(process.execPath, [path.join(ROOT, 'infra/dev/test.mjs'), 'soak'], { stdio: 'inherit' });
    if (soak.status !== 0) process.exit(soak.status ?? 1);
    if (ONLY.length === 1) return;
  }
  build(log);
  // Servers of its own: the test servers are shared by concurrent `npm test` runs, which a bench must not stop.
  // pg_stat_statements counts the statements each order costs.
  // BENCH_FSYNC=off: PostgreSQL without fsync, beside the durable figures production pays (its own data directory).
  const durable = process.env.BENCH_FSYNC !== 'off';
  const pgServer = await obtainPostgres({
    name: durable ? 'postgres-bench' : 'postgres-bench-nofsync',
    port: (durable ? 54333 : 54334) + OFFSET,
    log,
    durable,
    preload: ['pg_stat_statements'],
  });
  const redis = await obtainRedis({ name: 'redis-bench', port: 6383 + OFFSET, log, db: 0 });
  const dbName = `fb_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgServer.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = Object.assign(new URL(pgServer.url), { pathname: `/${dbName}` }).toString();
  const mail = await startMailCatcher({
    dir: mkdtempSync(path.join(os.tmpdir(), 'fb-bench-mail-')),
    smtpPort: PORTS.smtp,
    httpPort: PORTS.mailUi,
  });
  const env = localEnv({
    databaseUrl,
    redisUrl: redis.url,
    smtpUrl: mail.smtpUrl,
    ports: PORTS,
    extra: {
      // The processes run as deployed: test mode would add the contract check of every answer.
      NODE_ENV: 'production',
      // Production refuses the published development secrets, so the bench makes its own each run.
      ...Object.fromEntries(
        [
          ['JWT_SECRET', 'bench-jwt-'],
          ['XSRF_SECRET', 'bench-xsrf-'],
          ['STRIPE_SECRET_KEY', 'sk_test_bench'],
          ['STRIPE_WEBHOOK_SECRET', 'whsec_bench'],
          ['ADMIN_PASSWORD', 'bench-admin-'],
        ].map(([name, prefix]) => [name, `${prefix}${randomBytes(24).toString('hex')}`]),
      ),
      DATA_KEYS: `bench:${randomBytes(32).toString('base64')}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '100000',
      QUEUE_PREFIX: `bench${process.pid}`,
      STRIPE_API_URL: `http://127.0.0.1:${PORTS.stripe}`,
      FRONTEND_ORIGIN: `http://localhost:${SITE_PORT}`,
    },
  });
  await prepareDatabase(env);
  const startWorker = (w) =>
    startProcess(w, process.execPath, [...PROFILE, `services/${w}/dist/main.js`], { env: serviceEnv(env, w), quiet: true });
  const children = [
    startProcess('stripe-emulator', process.execPath, ['services/stripe-emulator/dist/main.js'], {
      quiet: true,
      // Every payment is also announced by webhook, as Stripe and `npm start` do.
      env: {
        STRIPE_EMULATOR_PORT: String(PORTS.stripe),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${PORTS.bff}/api/webhooks/stripe`,
        STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
      },
    }),
    // BENCH_PROFILE=1: the bff and each worker write a CPU profile into bench/profiles when they stop.
    startProcess('bff', process.execPath, [...PROFILE, 'bff/dist/main.js'], { env, quiet: true }),
    // BENCH_WORKERS=2: two of each worker on the same queues, as a scaled-out deployment runs them.
    ...Array.from({ length: WORKERS }, () => ['order-worker', 'payment-webhook-worker', 'mailing-worker'].map(startWorker)).flat(),
  ];
  const api = `http://127.0.0.1:${PORTS.bff}`;
  /** Our processes, whose CPU each order is charged: the bff and every worker running, not the Stripe emulator. */
  const ours = () =>
    children
      .filter((c) => c.name !== 'stripe-emulator' && c.exitCode === null && c.signalCode === null)
      .map((c) => ({ name: c.name, pid: c.pid }));
  const addMailingWorker = () => {
    const worker = startWorker('mailing-worker');
    children.push(worker);
    return { stop: () => stopAll([worker]) };
  };
  try {
    await waitFor(`${api}/api/health/ready`);
    if (ONLY.includes('catalog')) {
      log(`catalog (${DURATION}s per side, in ${CATALOG_ROUNDS} rounds)…`);
      await catalogBench(api, children.find((c) => c.name === 'bff').pid);
    } else if (ONLY.includes('pipeline') || ONLY.includes('latency')) {
      log(`the bare catalog baseline (${DURATION}s), which the order figures are set against…`);
      bareCatalog = await bareCatalogBaseline(api);
    }
    if (ONLY.includes('webhook')) {
      // Ingestion is measured with the payment-webhook-worker stopped, as the queue lets it be: on
      // two cores it would otherwise take CPU from the bff. Its catching up is measured after.
      log('webhook ingestion (payment-webhook-worker stopped), then the backlog applied…');
      await stopAll(children.filter((c) => c.name === 'payment-webhook-worker'));
      await webhookBench(api, env.STRIPE_WEBHOOK_SECRET);
      const started = performance.now();
      for (let i = 0; i < WORKERS; i++) children.push(startWorker('payment-webhook-worker'));
      const backlog = await eventsApplied(databaseUrl);
      const seconds = (performance.now() - started) / 1000;
      rows.push({
        name: `stored webhook events applied by ${WORKERS === 1 ? 'one payment-webhook-worker' : `${WORKERS} payment-webhook-workers`} (backlog of ${backlog.toLocaleString('en-US')}, from its start)`,
        kind: 'rate',
        ours: { rps: backlog / seconds },
        base: null,
        baseName: '-',
        ratio: null,
        target: 'report',
      });
    }
    /** Holds each webhook `delayMs` ([min, max]) before the emulator sends it; none: sent the moment the card is confirmed. */
    const holdWebhooks = async (delayMs) => {
      const res = await fetch(`http://127.0.0.1:${PORTS.stripe}/_emulator/chaos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(delayMs ? { delayMs } : {}),
      });
      if (!res.ok) throw new Error(`The Stripe emulator refused the webhook delay: ${await res.text()}`);
    };
    const n = Number(process.env.BENCH_ORDERS ?? 200);
    if (ONLY.includes('pipeline')) {
      // Both orders of the race between Stripe's webhook and the customer's confirm-payment: the
      // webhook sent the moment the card is confirmed reaches the bff first (the worst case); held as
      // Stripe usually holds it, confirm-payment applies the payment first, as most orders go.
      log(`pipeline: ${n} orders end to end with each webhook sent at once, and a bare BullMQ round trip…`);
      await vacuumed(databaseUrl);
      const base = await bareBullmq(redis.url, n);
      pipeline = await pipelineBench(api, env, `http://127.0.0.1:${PORTS.stripe}`, n, ours);
      log(`pipeline: ${n} orders again, each webhook held ${HELD_WEBHOOK_MS.join('–')} ms…`);
      await holdWebhooks(HELD_WEBHOOK_MS);
      await vacuumed(databaseUrl);
      pipelineHeld = await pipelineBench(api, env, `http://127.0.0.1:${PORTS.stripe}`, n, ours);
      await holdWebhooks(undefined);
      for (const [run, when] of [
        [pipeline, 'webhook at once'],
        [pipelineHeld, `webhook held ${HELD_WEBHOOK_MS.join('–')} ms`],
      ])
        rows.push({
          name: `order pipeline: ${n} orders create → pay → confirm → receipt mail sent (${when})`,
          ours: { rps: run.perSecond, p50: run.p50, p99: run.p99 },
          base: { rps: base.perSecond, p50: base.p50, p99: base.p99 },
          baseName: 'bare BullMQ add → process round trip',
          ratio: run.perSecond / base.perSecond,
          target: 'report (p50/p99 = paid → receipt sent)',
        });
    }
    if (WEBHOOK_DELAY_MS) {
      log(`webhooks held ${WEBHOOK_DELAY_MS.join('–')} ms from here on`);
      await holdWebhooks(WEBHOOK_DELAY_MS);
    }
    /** What the latency and mail stages run with: the running stack, and a mailing worker more on demand. */
    const stage = {
      api,
      env,
      stripeUrl: `http://127.0.0.1:${PORTS.stripe}`,
      log,
      processes: ours,
      mailConnections: mail.connections,
      addMailingWorker,
    };
    if (ONLY.includes('latency')) {
      await vacuumed(databaseUrl);
      latency = await latencyBench(stage);
    }
    if (ONLY.includes('mail')) {
      await vacuumed(databaseUrl);
      mailScaleOut = await mailScaleOutBench({ ...stage, smtpReplyDelay: mail.replyDelay });
    }
    if (ONLY.includes('frontend')) {
      log('frontend: home page bytes, LCP pre-rendered vs app shell, and Lighthouse mobile scores…');
      rows.push(...(await frontendBench({ apiUrl: `http://localhost:${PORTS.bff}`, log })));
    }
    // Last: the million orders it leaves behind would weigh on every stage after it.
    if (ONLY.includes('admin-scale')) {
      log('admin-scale: admin calls and order create at each size of the orders table…');
      adminScale = await adminScaleBench({ api, env, log });
    }
  } finally {
    await stopAll(children);
    await mail.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await redis.stop();
    await pgServer.stop();
  }
  printTable();
  const measuredAt = new Date().toISOString();
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results.json'),
    JSON.stringify(
      {
        measuredAt,
        durationSeconds: DURATION,
        cpus: os.cpus().length,
        workersOfEach: WORKERS,
        rows,
        bareCatalog,
        pipeline,
        pipelineHeld,
        latency,
        mailScaleOut,
        adminScale,
      },
      null,
      2,
    ),
  );
  console.log('\nWritten to bench/results.json');
  const cost = costTables({ bare: bareCatalog, pipeline, pipelineHeld, heldMs: HELD_WEBHOOK_MS, latency });
  if (cost) console.log(`\n${cost}`);
  if (latency) {
    console.log(`\n${latencyTables(latency)}`);
    const caption = `npm run bench, ${measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} vCPUs, load ${os.loadavg()[0].toFixed(1)}; sustainable ${latency.sustainable}/s`;
    writeFileSync(path.join(ROOT, LATENCY_SVG), latencySvg(latency, caption));
    console.log(`\nCurve drawn to ${LATENCY_SVG}`);
  }
  if (mailScaleOut) console.log(`\n${mailScaleOutTable(mailScaleOut)}`);
}

const num = (x) => (x === undefined ? '-' : x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** One cell per side of a row: throughput with latencies, a latency alone, or bytes. */
function cell(row, side) {
  const m = row[side];
  if (!m) return '-';
  if (row.kind === 'rate') return `${num(m.rps)}/s`;
  if (row.kind === 'bytes') return `${kb(m.js)} / ${kb(m.total)}`;
  if (row.kind === 'latency') return `p50 ${num(m.p50)} ms, max ${num(m.p99)} ms`;
  if (row.kind === 'lighthouse') return `${Math.round(m.score * 100)}; FCP ${num(m.fcp)} ms, LCP ${num(m.lcp)} ms, TBT ${num(m.tbt)} ms`;
  return `${num(m.rps)}/s, p50 ${num(m.p50)} ms, p99 ${num(m.p99)} ms`;
}

function printTable() {
  console.log('\n| benchmark | ours | baseline | baseline figure | ratio | target |\n|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${cell(r, 'ours')} | ${r.baseName} | ${cell(r, 'base')} | ${r.ratio === null ? '-' : r.ratio.toFixed(2)} | ${r.target} |`,
    );
}

// Exits once done: keep-alive sockets of the SDK clients can hold the event loop open after the
// servers they point at are gone.
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
