// The mail hop scaled out, for `npm run bench` (BENCH_ONLY=mail). At the rates two cores take orders
// in, a receipt never waits in the mail queue, so a second mailing worker has nothing to share. The
// hop grows when mail arrives faster than it is sent: a burst, an SMTP relay slower to accept, or the
// mailing workers catching up after an outage. This stage makes that backlog on purpose: the mail
// queue is paused while orders are paid, then resumed, and every receipt's wait from the resume to
// its sending is measured, with the running mailing workers and with one more.
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import Stripe from 'stripe';
import { benchClient, llcOrderFor, placePaidOrder, signUpBenchCustomer } from './bench-api.mjs';
import { costPerOrder, stageMeter } from './bench-cost.mjs';

/** Receipts held back before each drain. */
const BACKLOG = Number(process.env.BENCH_MAIL_BACKLOG ?? 300);
/** How long the SMTP catcher takes to accept each message, one drain per value: 0, and a remote relay's. */
const SMTP_DELAYS_MS = (process.env.BENCH_SMTP_DELAY_MS ?? '0,100').split(',').map(Number);
/** Orders placed at once, each lane one customer's: an account may hold only a few unpaid orders. */
const LANES = 10;
const DRAIN_TIMEOUT_MS = 120_000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

/**
 * For each SMTP delay, a backlog of BACKLOG receipts drained by the mailing workers running, then
 * the same with one more (`addMailingWorker`). `processes()` lists our processes, whose CPU each
 * receipt is charged; `smtpReplyDelay(ms)` sets the catcher's; `mailConnections()` counts its sessions.
 */
export async function mailScaleOutBench({ api, env, stripeUrl, log, processes, smtpReplyDelay, mailConnections, addMailingWorker }) {
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, { host: '127.0.0.1', port: Number(new URL(stripeUrl).port), protocol: 'http' });
  const call = await benchClient(api);
  const stamp = Date.now();
  const customers = [];
  for (let lane = 0; lane < LANES; lane++) customers.push(await signUpBenchCustomer(call, `mail${stamp}-${lane}@example.com`));
  const payload = (await llcOrderFor(call))(customers[0].user.email);
  const { db, redis, meter, close } = await stageMeter({ env, processes });
  const { QUEUES } = await import('@filebridge/contracts');
  const mailQueue = new Queue(QUEUES.mail, { connection: redis.duplicate({ maxRetriesPerRequest: null }), prefix: env.QUEUE_PREFIX });

  /** BACKLOG orders paid with the mail queue paused; answers once every receipt waits in it and every webhook is applied. */
  const pileUp = async () => {
    const orderIds = [];
    const intentIds = [];
    await mailQueue.pause();
    for (let i = 0; i < BACKLOG; i += LANES) {
      await Promise.all(
        customers.slice(0, Math.min(LANES, BACKLOG - i)).map(async ({ token }) => {
          const { orderId, intentId } = await placePaidOrder(call, stripe, payload, token);
          orderIds.push(orderId);
          intentIds.push(intentId);
        }),
      );
    }
    for (;;) {
      const {
        rows: [{ queued, applied }],
      } = await db.query(
        `SELECT (SELECT count(*)::int FROM outbox WHERE published_at IS NOT NULL AND job_id = ANY($1)) AS queued,
                (SELECT count(*)::int FROM stripe_events WHERE type = 'payment_intent.succeeded' AND processed_at IS NOT NULL
                    AND payload #>> '{data,object,id}' = ANY($2)) AS applied`,
        [orderIds.map((id) => `mail.send/receipt-${id}`), intentIds],
      );
      if (queued === BACKLOG && applied === BACKLOG) return orderIds;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** Resumes the queue and waits until every receipt of `orderIds` is sent; each one's wait is counted from the resume. */
  const drain = async (orderIds) => {
    const connectionsBefore = mailConnections();
    const before = await meter.read();
    const {
      rows: [{ resumed }],
    } = await db.query(`SELECT clock_timestamp() AS resumed`);
    await mailQueue.resume();
    const deadline = performance.now() + DRAIN_TIMEOUT_MS;
    for (;;) {
      const { rows } = await db.query(
        `SELECT extract(epoch FROM sent_at - $2::timestamptz) * 1000 AS ms FROM mail_log
          WHERE idempotency_key = ANY($1) AND status = 'sent' ORDER BY 1`,
        [orderIds.map((id) => `receipt-${id}`), resumed],
      );
      if (rows.length === orderIds.length) {
        const waits = rows.map((r) => Number(r.ms));
        const perMail = costPerOrder(before, await meter.read(), orderIds.length);
        const drainedMs = waits.at(-1);
        return {
          p50: quantile(waits, 0.5),
          p99: quantile(waits, 0.99),
          drainedMs,
          mailsPerSecond: (orderIds.length * 1000) / drainedMs,
          perMail,
          smtpConnectionsOpened: mailConnections() - connectionsBefore,
        };
      }
      if (performance.now() > deadline) throw new Error(`${orderIds.length - rows.length} receipts still unsent after the drain timeout`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  const measureAll = async (mailingWorkers) => {
    const runs = [];
    for (const smtpDelayMs of SMTP_DELAYS_MS) {
      log(`mail: ${BACKLOG} receipts held back, then drained by ${mailingWorkers} mailing worker(s), SMTP answering in ${smtpDelayMs} ms…`);
      smtpReplyDelay(smtpDelayMs);
      runs.push({ mailingWorkers, smtpDelayMs, backlog: BACKLOG, ...(await drain(await pileUp())) });
    }
    return runs;
  };

  try {
    const workers = await mailQueue.getWorkersCount();
    const runs = await measureAll(workers);
    const extra = addMailingWorker();
    try {
      while ((await mailQueue.getWorkersCount()) <= workers) await new Promise((r) => setTimeout(r, 100));
      runs.push(...(await measureAll(workers + 1)));
    } finally {
      await extra.stop();
    }
    return { backlog: BACKLOG, runs };
  } finally {
    smtpReplyDelay(0);
    await mailQueue.resume();
    await mailQueue.close();
    await close();
  }
}

const fmt = (x) => (x === undefined ? '-' : x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));

/** A Markdown table of a mailScaleOutBench result, each drain's wait set against the first drain at the same SMTP delay. */
export function mailScaleOutTable(result) {
  const first = (delay) => result.runs.find((r) => r.smtpDelayMs === delay);
  return [
    `A backlog of ${result.backlog} receipts, each one's wait measured from the queue's resume to its sending:`,
    '',
    '| SMTP answers in | mailing workers | wait p50 / p99 (ms) | drained in (ms) | receipts/s | p50 against the fewer workers | mailing worker CPU ms per receipt | SMTP connections opened |',
    '|---|---|---|---|---|---|---|---|',
    ...result.runs.map(
      (r) =>
        `| ${r.smtpDelayMs} ms | ${r.mailingWorkers} | ${fmt(r.p50)} / ${fmt(r.p99)} | ${fmt(r.drainedMs)} | ${fmt(r.mailsPerSecond)} | ${(r.p50 / first(r.smtpDelayMs).p50).toFixed(2)} | ${fmt(r.perMail.cpuMsByProcess['mailing-worker'])} | ${r.smtpConnectionsOpened} |`,
    ),
  ].join('\n');
}
