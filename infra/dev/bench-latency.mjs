// The latency–throughput curve of the order pipeline for `npm run bench` (BENCH_ONLY=latency):
// orders offered open loop at rising rates, each measured from the timestamps the pipeline stores.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import Stripe from 'stripe';
import { benchClient, llcOrderFor, placePaidOrder, signUpBenchCustomer } from './bench-api.mjs';
import { attributeRedisCommands, costPerOrder, stageMeter } from './bench-cost.mjs';

export const LATENCY_RATES = (process.env.BENCH_LATENCY_RATES ?? '10,25,50,100,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 8);
/** Orders placed one at a time, each after the previous one's receipt was sent: the idle figure. */
const IDLE_ORDERS = 20;
/** An account may hold five unpaid orders; enough accounts that the fastest rate never meets it. */
const CUSTOMERS = 200;
/** How long after the last offer a rate's receipts may take before the missing ones count as lost. */
const DRAIN_MS = 30_000;
/** The sustainable rate's bar: p99 paid → receipt sent under this, with nothing lost. */
export const SUSTAINABLE_P99_MS = 1000;
/**
 * …and the rate actually taken in: orders answered late are accepted at a lower rate than offered,
 * and a pipeline fed below the offered rate has not sustained it. The last answers' own latency
 * counts against an 8 s window, hence not 100 %.
 */
const SUSTAINED_SHARE = 0.9;
/** The mail hop is measured at this rate, one and then one more mailing worker; 0: the sustainable rate found. */
const MAIL_HOP_RATE = Number(process.env.BENCH_MAIL_HOP_RATE ?? 0);

// Paid, in progress and the receipt's outbox row commit together: the receipt is queued once the relay has published that row.
const HOPS = [
  ['create → paid', 'create_paid'],
  ['paid → receipt queued', 'paid_receipt_queued'],
  ['receipt queued → sent', 'receipt_queued_sent'],
];
const MAIL_HOP = 'receipt queued → sent';

async function inBatches(n, size, fn) {
  const out = [];
  for (let i = 0; i < n; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)))));
  return out;
}

/** Calls `fire(i)` for i = 0…total-1 at start + i/rate, whatever the earlier calls are doing. */
async function openLoop(rate, total, fire) {
  const pending = [];
  const start = performance.now();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
    while (sent < due) {
      const dueAt = start + (sent * 1000) / rate;
      pending.push(fire(sent++, dueAt));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  const results = await Promise.all(pending);
  return { results, seconds: (performance.now() - start) / 1000 };
}

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] : undefined);
const summary = (values) => {
  const s = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p99: quantile(s, 0.99), max: s.at(-1) };
};

async function receiptsSent(db, orderIds) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM mail_log WHERE idempotency_key = ANY($1) AND status = 'sent'`, [
    orderIds.map((id) => `receipt-${id}`),
  ]);
  return rows[0].n;
}

/** Waits until every order's receipt is sent or the deadline passes; returns how many were sent. */
async function waitForReceipts(db, orderIds, deadline) {
  for (;;) {
    const sent = await receiptsSent(db, orderIds);
    if (sent === orderIds.length || performance.now() > deadline) return sent;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Each order's hops in ms, from the timestamps the pipeline stores (PostgreSQL's clock throughout). */
async function hops(db, orderIds) {
  const ms = (a, b) => `extract(epoch FROM ${b} - ${a}) * 1000`;
  const { rows } = await db.query(
    `SELECT ${ms('o.created_at', 'o.paid_at')} AS create_paid,
            ${ms('o.paid_at', 'rq.published_at')} AS paid_receipt_queued,
            ${ms('rq.published_at', 'm.sent_at')} AS receipt_queued_sent,
            ${ms('o.paid_at', 'm.sent_at')} AS paid_sent
       FROM orders o
       LEFT JOIN outbox rq ON rq.job_id = 'mail.send/receipt-' || o.id
       LEFT JOIN mail_log m ON m.idempotency_key = 'receipt-' || o.id AND m.status = 'sent'
      WHERE o.id = ANY($1)`,
    [orderIds],
  );
  const column = (key) => rows.map((r) => (r[key] === null ? null : Number(r[key])));
  return {
    paidToSent: summary(column('paid_sent')),
    hops: Object.fromEntries(HOPS.map(([name, key]) => [name, summary(column(key))])),
  };
}

/**
 * Customers sign up before the clock starts; then one order at a time at idle, then each rate of
 * LATENCY_RATES for SECONDS, open loop. An order is create → pay at the Stripe emulator →
 * confirm-payment; it is accepted when all three answered 2xx. Between rates the pipeline drains.
 * Then the mail hop at one rate, with the mailing workers running and with one more
 * (`addMailingWorker`). `processes()` lists our processes, whose CPU each order is charged.
 */
export async function latencyBench({ api, env, stripeUrl, log, processes, mailConnections, addMailingWorker }) {
  // One cookie jar and XSRF token for every call: the bench is one browser with many accounts.
  const call = await benchClient(api);
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    host: '127.0.0.1',
    port: Number(new URL(stripeUrl).port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const stamp = Date.now();
  log(`latency: ${CUSTOMERS} customers signing up…`);
  const customers = await inBatches(CUSTOMERS, 8, (i) => signUpBenchCustomer(call, `curve${stamp}-${i}@example.com`));
  const payload = await llcOrderFor(call);
  const placeOrder = async (i) => {
    const { token, user } = customers[i % customers.length];
    return (await placePaidOrder(call, stripe, payload(user.email), token)).orderId;
  };

  const { db, redis, meter, close } = await stageMeter({ env, processes });
  // Imported once the bench has built the services: the contracts are read from their build.
  const { QUEUES } = await import('@filebridge/contracts');
  // Each worker's connection to a queue is named after it, so the queue counts its workers.
  const mailQueue = new Queue(QUEUES.mail, { connection: redis.duplicate({ maxRetriesPerRequest: null }), prefix: env.QUEUE_PREFIX });

  /** `rate` orders a second for SECONDS, open loop; then the drain, the hops and the cost per order. */
  const measureRate = async (rate) => {
    const offered = Math.round(rate * SECONDS);
    const errors = new Map();
    const answered = [];
    const connectionsBefore = mailConnections();
    const before = await meter.read({ quiet: true });
    const { results, seconds } = await openLoop(rate, offered, async (i, dueAt) => {
      try {
        const id = await placeOrder(i);
        answered.push(performance.now() - dueAt);
        return id;
      } catch (err) {
        const reason = String(err.message ?? err).slice(0, 120);
        errors.set(reason, (errors.get(reason) ?? 0) + 1);
        return null;
      }
    });
    const accepted = results.filter(Boolean);
    const sent = accepted.length ? await waitForReceipts(db, accepted, performance.now() + DRAIN_MS) : 0;
    const after = await meter.read({ settle: true });
    const measured = await hops(db, accepted);
    return {
      rate,
      offered,
      accepted: accepted.length,
      acceptedPerSecond: accepted.length / seconds,
      errors: offered - accepted.length,
      errorReasons: Object.fromEntries(errors),
      lost: accepted.length - sent,
      /** create → pay → confirm-payment, from each order's due time to confirm-payment's answer. */
      placeOrder: summary(answered),
      /** The machine's 1-minute load average as the rate ended: other work on a shared machine shows here. */
      loadAverage: os.loadavg()[0],
      /** Per accepted order, sign-up excluded, the webhooks included; the bench's own queries left out. */
      perOrder: costPerOrder(before, after, accepted.length),
      smtpConnectionsOpened: mailConnections() - connectionsBefore,
      ...measured,
    };
  };

  try {
    log(`latency: ${IDLE_ORDERS} orders one at a time at idle, Redis commands attributed with MONITOR…`);
    const idleIds = [];
    const idleBefore = await meter.read({ quiet: true });
    const redisByCategory = await attributeRedisCommands({
      redis,
      prefix: env.QUEUE_PREFIX,
      orders: IDLE_ORDERS,
      work: async () => {
        for (let i = 0; i < IDLE_ORDERS; i++) {
          idleIds.push(await placeOrder(i));
          if ((await waitForReceipts(db, idleIds.slice(-1), performance.now() + DRAIN_MS)) !== 1)
            throw new Error('An idle order got no receipt');
        }
      },
    });
    const idle = {
      orders: IDLE_ORDERS,
      perOrder: costPerOrder(idleBefore, await meter.read({ settle: true }), IDLE_ORDERS),
      redisByCategory,
      ...(await hops(db, idleIds)),
    };

    const rates = [];
    for (const rate of LATENCY_RATES) {
      log(`latency: ${Math.round(rate * SECONDS)} orders at ${rate}/s…`);
      rates.push(await measureRate(rate));
    }
    const ok = rates.filter(
      (r) => r.errors === 0 && r.lost === 0 && r.paidToSent.p99 < SUSTAINABLE_P99_MS && r.acceptedPerSecond >= SUSTAINED_SHARE * r.rate,
    );
    const sustainable = ok.length ? Math.max(...ok.map((r) => r.rate)) : 0;

    const mailRate = MAIL_HOP_RATE || sustainable || LATENCY_RATES[0];
    const mailHop = [];
    const workers = await mailQueue.getWorkersCount();
    log(`latency: the mail hop at ${mailRate}/s with ${workers} mailing worker(s)…`);
    mailHop.push({ mailingWorkers: workers, ...(await measureRate(mailRate)) });
    const extra = addMailingWorker();
    try {
      while ((await mailQueue.getWorkersCount()) <= workers) await new Promise((r) => setTimeout(r, 100));
      log(`latency: the mail hop at ${mailRate}/s with ${workers + 1} mailing workers…`);
      mailHop.push({ mailingWorkers: workers + 1, ...(await measureRate(mailRate)) });
    } finally {
      await extra.stop();
    }
    return { seconds: SECONDS, idle, rates, sustainable, mailHop, pgStatementsCounted: meter.statements };
  } finally {
    await mailQueue.close();
    await close();
  }
}

const fmt = (x) => (x === undefined ? '-' : x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));
const trio = (s) => `${fmt(s.p50)} / ${fmt(s.p99)} / ${fmt(s.max)}`;

/** Markdown tables of a latencyBench result: one row per rate, then the hop breakdown. */
export function latencyTables(result) {
  const lines = [
    `Sustainable rate (p99 paid → receipt sent < ${fmt(SUSTAINABLE_P99_MS)} ms, nothing lost, ≥ ${SUSTAINED_SHARE * 100} % of the offered rate accepted): **${result.sustainable} orders/s**`,
    '',
    '| offered | accepted | errors | lost | paid → receipt sent p50 / p99 / max (ms) | order placed p50 / p99 (ms) | per order: PG transactions / statements / Redis commands / CPU ms | load average |',
    '|---|---|---|---|---|---|---|---|',
    `| idle, one at a time (${result.idle.orders}) | - | 0 | 0 | ${trio(result.idle.paidToSent)} | - | ${costCell(result.idle.perOrder)} | - |`,
    ...result.rates.map(
      (r) =>
        `| ${r.rate}/s × ${result.seconds} s | ${fmt(r.acceptedPerSecond)}/s | ${r.errors} | ${r.lost} | ${trio(r.paidToSent)} | ${fmt(r.placeOrder.p50)} / ${fmt(r.placeOrder.p99)} | ${costCell(r.perOrder)} | ${r.loadAverage.toFixed(1)} |`,
    ),
    '',
    `| hop, p50 / p99 (ms) | idle | ${result.rates.map((r) => `${r.rate}/s`).join(' | ')} |`,
    `|---|---|${result.rates.map(() => '---|').join('')}`,
    ...HOPS.map(
      ([name]) =>
        `| ${name} | ${fmt(result.idle.hops[name].p50)} / ${fmt(result.idle.hops[name].p99)} | ${result.rates
          .map((r) => `${fmt(r.hops[name].p50)} / ${fmt(r.hops[name].p99)}`)
          .join(' | ')} |`,
    ),
    '',
    '| mail hop at the same rate | accepted | lost | receipt queued → sent p50 / p99 (ms) | paid → receipt sent p50 / p99 (ms) | mailing worker CPU ms per order | SMTP connections opened | load average |',
    '|---|---|---|---|---|---|---|---|',
    ...result.mailHop.map(
      (r) =>
        `| ${r.rate}/s × ${result.seconds} s, ${r.mailingWorkers} mailing worker${r.mailingWorkers === 1 ? '' : 's'} | ${fmt(r.acceptedPerSecond)}/s | ${r.lost} | ${fmt(r.hops[MAIL_HOP].p50)} / ${fmt(r.hops[MAIL_HOP].p99)} | ${fmt(r.paidToSent.p50)} / ${fmt(r.paidToSent.p99)} | ${fmt(r.perOrder.cpuMsByProcess['mailing-worker'])} | ${r.smtpConnectionsOpened} | ${r.loadAverage.toFixed(1)} |`,
    ),
  ];
  return lines.join('\n');
}

const costCell = (c) =>
  `${fmt(c.pgTransactions)} / ${c.pgStatements === null ? '-' : fmt(c.pgStatements)} / ${fmt(c.redisCommands)} / ${fmt(c.cpuMs)}`;
