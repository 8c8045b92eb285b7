// Admin figures at scale for `npm run bench`: the bench database grows to each size with synthetic
// orders, and at each size every admin call the order screens make is timed, with the checkout's
// order create beside them; the slowest calls' query plans at the largest size are written out.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { TextDecoder } from 'node:util';
import pg from 'pg';
import { ROOT } from './deps.mjs';
import { benchClient, llcOrderFor, signUpBenchCustomer } from './bench-api.mjs';
import { seedSyntheticOrders } from './synthetic-orders.cjs';

const require = createRequire(import.meta.url);
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
/** Timed requests per call and size, after a warm-up; with 50, p99 is the slowest but none. */
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 50);
const WARM_UP = 3;
const PAGE_SIZE = 25;
/** How many of the slowest calls at the largest size get their plans kept. */
const PLANS_KEPT = 3;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

async function timed(fn) {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const ms = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p99: quantile(ms, 0.99) };
}

/**
 * The work queue as staff cut it, each with the SQL of its key read over the larger, standard part
 * (the expedited part is read the same way first): the first page, a page deep in by cursor, and
 * one page per filter.
 */
function queueCalls({ platform, deep }) {
  const order = `${platform.QUEUE_DUE_SQL}, ${platform.QUEUE_PAID_SQL}, id`;
  const keys = (where) => `SELECT id FROM orders WHERE ${platform.QUEUE_SCOPE_SQL} AND NOT expedited${where} ORDER BY ${order} LIMIT 51`;
  return [
    { name: 'work queue, first page', query: '', sql: keys('') },
    {
      name: `work queue, deep page by cursor (${deep.position.toLocaleString('en-US')} in)`,
      query: `&after=${deep.cursor}`,
      sql: keys(` AND (${order}) > ('${deep.due}'::timestamptz, '${deep.paid}'::timestamptz, '${deep.id}'::uuid)`),
    },
    { name: 'work queue, by phase (submitted)', query: '&phase=submitted', sql: keys(` AND phase = 'submitted'`) },
    {
      name: 'work queue, by agency (WY filing office)',
      query: '&agency=WY%20filing%20office',
      sql: keys(` AND agency = 'WY filing office'`),
    },
    { name: 'work queue, by state (WY)', query: '&state=WY', sql: keys(` AND state_code = 'WY'`) },
    { name: 'work queue, overdue', query: '&sla=overdue', sql: keys(` AND ${platform.QUEUE_DUE_SQL} < now()`) },
    { name: 'work queue, mine', query: '&assignee=me', sql: keys(` AND assignee_id = '${deep.staffId}'`) },
    {
      name: 'work queue, expedited only',
      query: '&expedited=true',
      sql: keys('').replace('NOT expedited', 'expedited'),
    },
  ].map((c) => ({ ...c, path: `/api/admin/work-queue?pageSize=50${c.query}` }));
}

/**
 * Ready for the queue's calls at a size: one in ten orders being worked on is the bench admin's, so
 * "mine" has a page to read, and the cursor of the standard part four fifths in, as paging there
 * would have reached it. Its keys are read as the bff writes a cursor: the flag, due, paid, id.
 */
async function queueAtSize(db, platform, staffId) {
  await db.query(
    `UPDATE orders SET assignee_id = $1 WHERE ${platform.QUEUE_SCOPE_SQL} AND assignee_id IS NULL AND right(order_number, 1) = '7'`,
    [staffId],
  );
  await db.query(`ANALYZE orders`);
  const where = `${platform.QUEUE_SCOPE_SQL} AND NOT expedited`;
  const { n } = (await db.query(`SELECT count(*)::int AS n FROM orders WHERE ${where}`)).rows[0];
  const position = Math.floor(n * 0.8);
  const { rows } = await db.query(
    `SELECT (${platform.QUEUE_DUE_SQL})::text AS due, (${platform.QUEUE_PAID_SQL})::text AS paid, id FROM orders
      WHERE ${where} ORDER BY ${platform.QUEUE_DUE_SQL}, ${platform.QUEUE_PAID_SQL}, id OFFSET $1 LIMIT 1`,
    [position],
  );
  const [key] = rows;
  const cursor = Buffer.from(JSON.stringify([0, key.due, key.paid, key.id])).toString('base64url');
  return { ...key, position, cursor, staffId };
}

/** The calls measured at a size: what the admin asks, and the SQL of the query that dominates it. */
function adminCalls({ size, numbers, platform }) {
  const deepPage = Math.min(2000, Math.floor((0.8 * size) / PAGE_SIZE));
  const exact = `FB-${numbers.first + Math.floor(size / 2)}`;
  // A part of an email as an admin types it: matches the hundred or so customers numbered alike.
  const emailPart = `cust${String(numbers.first + Math.floor(size / 3)).slice(0, -2)}`;
  const search = `(${platform.ORDER_SEARCH_TEXT_SQL}) ILIKE '${platform.containsPattern(emailPart)}'`;
  // Staff lists give the expedited orders first, each part from its own index range; the plan kept
  // is the standard part's, which holds nearly every row.
  const standard = (where, offset = 0) =>
    `SELECT id FROM orders WHERE ${where ? `${where} AND ` : ''}expedited = false ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT 25`;
  return [
    { name: 'list, first page', path: '/api/admin/orders', sql: standard('') },
    {
      name: `list, deep page (page ${deepPage})`,
      path: `/api/admin/orders?page=${deepPage}`,
      sql: standard('', (deepPage - 1) * PAGE_SIZE),
    },
    {
      name: 'filter by status (completed)',
      path: '/api/admin/orders?status=completed',
      sql: standard(`status = 'completed'`),
    },
    {
      name: `search, exact order number (${exact})`,
      path: `/api/admin/orders?search=${exact}`,
      sql: standard(`order_number = '${exact}'`),
    },
    {
      name: `search, part of an email (${emailPart})`,
      path: `/api/admin/orders?search=${emailPart}`,
      sql: `${standard(search)};
            SELECT count(*) FROM (SELECT 1 FROM orders WHERE ${search} LIMIT 10001) matches`,
    },
    {
      name: 'overview',
      path: '/api/admin/overview',
      sql: `SELECT count(*) FROM order_completion_times;
            SELECT seconds FROM order_completion_times ORDER BY seconds
             OFFSET (SELECT (count(*) - 1) / 2 FROM order_completion_times) LIMIT 2`,
    },
  ];
}

/** The bff's resident memory, as its own metrics report it. */
async function bffRss(api) {
  const text = await (await fetch(`${api}/metrics`)).text();
  return Number(/^filebridge_bff_process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? NaN);
}

/**
 * A CSV export read to the end while the bff's resident memory is sampled every 50 ms: a streamed
 * export holds a few batches, so its peak stays near where it started whatever the rows.
 */
async function exportMemory(api, token, exportPath) {
  const before = await bffRss(api);
  let peak = before;
  let reading = true;
  const sampler = (async () => {
    while (reading) {
      peak = Math.max(peak, await bffRss(api));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  let rows = 0;
  const started = performance.now();
  try {
    const res = await fetch(`${api}${exportPath}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${exportPath} answered ${res.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of res.body) rows += (decoder.decode(chunk, { stream: true }).match(/\r\n/g) ?? []).length;
  } finally {
    reading = false;
    await sampler;
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, await bffRss(api));
  return { rows: rows - 1, seconds, rowsPerSecond: (rows - 1) / seconds, beforeMb: before / 2 ** 20, peakMb: peak / 2 ** 20 };
}

/** The two whole-list downloads: the work queue's and the orders list's. */
const EXPORTS = [
  { name: 'work queue', path: '/api/admin/work-queue/export' },
  { name: 'orders', path: '/api/admin/orders/export' },
];

/** An order as the checkout places it, by a customer of its own so no unpaid-order limit is met. */
async function checkoutCreate(api) {
  const call = await benchClient(api);
  const { token, user } = await signUpBenchCustomer(call, `bench-scale-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  const payload = (await llcOrderFor(call))(user.email);
  return { create: () => call('POST', '/api/order/create', payload, token), accountId: user.id };
}

async function planOf(db, sql) {
  const plans = [];
  for (const statement of sql.split(';').filter((s) => s.trim())) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
    plans.push(`${statement.trim().replace(/\s+/g, ' ')}\n\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  return plans.join('\n\n');
}

/**
 * The bench's fresh admin, signed in: staff reach nothing before a second factor, so it enrols one
 * as the authenticator app would, and the same session then works.
 */
async function enrolledAdmin(call, env, platform) {
  const login = await call('POST', '/api/admin/auth/login', { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (!login.token) throw new Error('the bench admin already has a second factor: run the bench on a fresh database');
  const { data } = await call('POST', '/api/admin/auth/2fa/enrol', { password: env.ADMIN_PASSWORD }, login.token);
  await call('POST', '/api/admin/auth/2fa/confirm', { code: platform.totpCode(data.secret) }, login.token);
  return login.token;
}

export async function adminScaleBench({ api, env, log }) {
  const platform = require(`${ROOT}/services/platform/dist/index.js`);
  const call = await benchClient(api);
  const token = await enrolledAdmin(call, env, platform);
  const ds = platform.createDataSource(env.DATABASE_URL, { poolSize: 2, applicationName: 'filebridge-bench-seed' });
  await ds.initialize();
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const { id: staffId } = (await db.query(`SELECT id FROM accounts WHERE email = $1`, [env.ADMIN_EMAIL])).rows[0];
  const rows = [];
  const plans = [];
  const exports = [];
  let numbers = null;
  try {
    for (const size of SIZES) {
      const { n: have } = (await db.query(`SELECT count(*)::int AS n FROM orders`)).rows[0];
      if (have < size) {
        const started = performance.now();
        const seeded = await seedSyntheticOrders(ds, size - have);
        numbers ??= { first: seeded.firstNumber };
        log(
          `admin-scale: ${(size - have).toLocaleString('en-US')} orders seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      const deep = await queueAtSize(db, platform, staffId);
      const calls = [...adminCalls({ size, numbers, platform }), ...queueCalls({ platform, deep })];
      const figures = [];
      for (const c of calls) figures.push({ ...c, ...(await timed(() => call('GET', c.path, undefined, token))) });
      const checkout = await checkoutCreate(api);
      // Each placed order is expired out of band (untimed), so the customer never reaches the unpaid-order limit.
      const write = await timed(async () => {
        const created = await checkout.create();
        await db.query(`UPDATE orders SET status = 'expired' WHERE id = $1`, [created.order._id]);
      });
      figures.push({ name: 'checkout order create (POST /api/order/create, with its expiry)', ...write });
      for (const f of figures) rows.push({ size, name: f.name, p50: f.p50, p99: f.p99 });
      log(`admin-scale at ${size.toLocaleString('en-US')}: ${figures.map((f) => `${f.name} ${f.p50.toFixed(1)} ms`).join('; ')}`);
      for (const e of EXPORTS) {
        const memory = await exportMemory(api, token, e.path);
        exports.push({ size, name: e.name, ...memory });
        log(
          `admin-scale at ${size.toLocaleString('en-US')}: ${e.name} CSV export, ${memory.rows.toLocaleString('en-US')} rows in ${memory.seconds.toFixed(1)} s, bff RSS ${memory.beforeMb.toFixed(0)} MB before, ${memory.peakMb.toFixed(0)} MB at most`,
        );
      }
      if (size === SIZES.at(-1)) {
        const slowest = figures
          .filter((f) => f.sql)
          .sort((a, b) => b.p50 - a.p50)
          .slice(0, PLANS_KEPT);
        for (const f of slowest)
          plans.push(`### ${f.name} at ${size.toLocaleString('en-US')} orders\n\n\`\`\`\n${await planOf(db, f.sql)}\n\`\`\``);
      }
    }
  } finally {
    await db.end();
    await ds.destroy();
  }
  const sizes = SIZES.map((s) => s.toLocaleString('en-US'));
  const names = [...new Set(rows.map((r) => r.name.replace(/ \(.*\)$/, '')))];
  const fmt = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));
  const table = [
    `| call | ${sizes.map((s) => `${s}: p50 / p99 (ms)`).join(' | ')} |`,
    `|---|${sizes.map(() => '---|').join('')}`,
    ...names.map(
      (name) =>
        `| ${name} | ${SIZES.map((size) => {
          const r = rows.find((x) => x.size === size && x.name.replace(/ \(.*\)$/, '') === name);
          return r ? `${fmt(r.p50)} / ${fmt(r.p99)}` : '-';
        }).join(' | ')} |`,
    ),
  ].join('\n');
  const exportTable = [
    '| CSV export (streamed, whole list) | rows | seconds | rows/s | bff RSS before (MB) | bff RSS peak (MB) | growth (MB) |',
    '|---|---|---|---|---|---|---|',
    ...exports.map(
      (e) =>
        `| ${e.name} at ${e.size.toLocaleString('en-US')} | ${e.rows.toLocaleString('en-US')} | ${e.seconds.toFixed(1)} | ${Math.round(e.rowsPerSecond).toLocaleString('en-US')} | ${e.beforeMb.toFixed(0)} | ${e.peakMb.toFixed(0)} | ${(e.peakMb - e.beforeMb).toFixed(0)} |`,
    ),
  ].join('\n');
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/admin-scale.md'), `${table}\n\n${exportTable}\n\n${plans.join('\n\n')}\n`);
  console.log(`\n${table}\n\n${exportTable}\n\nPlans of the slowest calls: bench/admin-scale.md`);
  return rows;
}
