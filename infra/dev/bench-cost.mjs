// What orders cost the whole stack, for `npm run bench`: PostgreSQL transactions and statements,
// Redis commands and the CPU time of our processes between two readings, and where the Redis
// commands go. Counted by the servers and the kernel, so the figures travel between machines better
// than rates do.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import IORedis from 'ioredis';
import pg from 'pg';

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
/** Statements that only open or close a transaction: counted as transactions, not as work. */
const TRANSACTION_CONTROL = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;
/**
 * A backend reports its transactions to pg_stat_database when it goes idle, at most once a second:
 * one that went idle sooner keeps them until it has been idle for PostgreSQL's PGSTAT_IDLE_INTERVAL
 * (10 s). A count is complete only that long after the work.
 */
const STATS_FLUSH_MS = 10_500;
/** Transactions a second the database may commit while it counts as quiet: the relays' polls, the bench's own readings. */
const QUIET_TRANSACTIONS_PER_SECOND = 3;
const QUIET_TIMEOUT_MS = 60_000;
/** BullMQ scripts that keep a job's lock or take back jobs whose lock ran out. */
const LOCK_SCRIPTS = new Set(['extendLock', 'extendLocks', 'moveStalledJobsToWait']);

/** The fields of /proc/<pid>/stat from the third on (state, ppid, …, utime at 11, stime at 12), as text; null once the process is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const processIds = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);

/** utime + stime of a process (all its threads) in seconds, from /proc/<pid>/stat; null once it is gone. */
export function cpuSeconds(pid) {
  const fields = statFields(pid);
  return fields && (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU time every process of the machine spent, in seconds, from /proc/stat: the load generator, the Stripe emulator and the servers too. */
function machineCpuSeconds() {
  // user nice system idle iowait irq softirq steal: all but idle and iowait is work.
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

/** The pid of the PostgreSQL server listening on `port`, from the command lines in /proc; undefined if none is found. */
function postmasterOn(port) {
  return processIds().find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const p = args.indexOf('-p');
      return args[0]?.endsWith('/postgres') && p > 0 && args[p + 1] === String(port);
    } catch {
      return false;
    }
  });
}

/**
 * CPU time of a PostgreSQL server in seconds: the postmaster, its live backends and workers, and the
 * children it has reaped (their time is added to its own, in /proc's cutime and cstime).
 */
function postgresCpuSeconds(postmaster) {
  let ticks = 0;
  for (const pid of processIds()) {
    const fields = statFields(pid);
    if (pid === postmaster) ticks += sum(fields?.slice(11, 15).map(Number) ?? []);
    else if (fields && Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

/**
 * A pg client whose queries are counted, so the bench's own reads (its polling for receipts, the
 * readings themselves) are taken out of the database's figures: each is one statement and, outside a
 * transaction, one transaction.
 */
function countingClient(db) {
  const counted = { queries: 0, query: (...args) => (counted.queries++, db.query(...args)) };
  return counted;
}

/**
 * Readings of the servers and of our processes. `processes()` lists the children whose CPU counts
 * (the bff and every worker, the second mailing worker too while it runs), each with a name and pid.
 * Statements come from pg_stat_statements when the server preloads it; otherwise they are left out.
 */
async function costMeter({ db, redis, processes, postmaster }) {
  const statements = await db
    .query(`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`)
    .then(() => db.query(`SELECT 1 FROM pg_stat_statements LIMIT 1`))
    .then(
      () => true,
      () => false,
    );
  const transactions = async () =>
    Number(
      (await db.query(`SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname = current_database()`)).rows[0]
        .n,
    );
  /**
   * Waits until the database commits next to nothing (the relays' polls and the bench's own readings
   * aside) for a flush interval: a stage's tail (its last backends reporting, autovacuum on its rows)
   * would otherwise be charged to the orders measured next. Answers that background's rate, which a
   * settled reading's wait is charged with.
   */
  const quiet = async () => {
    let perSecond;
    for (const deadline = performance.now() + QUIET_TIMEOUT_MS; performance.now() < deadline;) {
      const [first, since] = [await transactions(), performance.now()];
      await new Promise((r) => setTimeout(r, STATS_FLUSH_MS));
      perSecond = ((await transactions()) - first) / ((performance.now() - since) / 1000);
      if (perSecond <= QUIET_TRANSACTIONS_PER_SECOND) break;
    }
    return perSecond;
  };
  /**
   * `settle`: transactions are read a flush interval later, once every backend has reported the work
   * just done. `quiet`: read once the database is quiet, for a reading work is measured from.
   */
  const read = async ({ settle = false, quiet: fromQuiet = false } = {}) => {
    const backgroundPerSecond = fromQuiet ? await quiet() : undefined;
    const cpu = new Map(processes().map((p) => [p.pid, { name: p.name, seconds: cpuSeconds(p.pid) }]));
    const machineCpu = machineCpuSeconds();
    const postgresCpu = postmaster ? postgresCpuSeconds(postmaster) : undefined;
    const [stmts, commandstats, cpuInfo] = await Promise.all([
      statements
        ? db.query(
            `SELECT queryid::text AS id, calls::bigint AS calls, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS query
               FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )
        : null,
      redis.info('commandstats'),
      redis.info('cpu'),
    ]);
    if (settle) await new Promise((r) => setTimeout(r, STATS_FLUSH_MS));
    const pgTransactions = await transactions();
    const redisCpu = ['used_cpu_user', 'used_cpu_sys'].reduce(
      (sum, k) => sum + Number(new RegExp(`^${k}:([\\d.]+)`, 'm').exec(cpuInfo)?.[1] ?? 0),
      0,
    );
    return {
      // Read after the queries above, so all of them are in the count this reading subtracts.
      ownQueries: db.queries,
      pgTransactions,
      statements: stmts && new Map(stmts.rows.map((r) => [r.id, { calls: Number(r.calls), query: r.query }])),
      redisCommands: Object.fromEntries([...commandstats.matchAll(/^cmdstat_(\S+):calls=(\d+)/gm)].map((m) => [m[1], Number(m[2])])),
      redisCpu,
      cpu,
      machineCpu,
      postgresCpu,
      backgroundPerSecond,
      settledMs: settle ? STATS_FLUSH_MS : 0,
    };
  };
  return { statements, read };
}

/** What a stage that measures orders reads with: a counted database client, Redis and a cost meter over both; `close()` ends them. */
export async function stageMeter({ env, processes }) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const db = countingClient(client);
  const redis = new IORedis(env.REDIS_URL, { maxRetriesPerRequest: 1 });
  const meter = await costMeter({ db, redis, processes, postmaster: postmasterOn(new URL(env.DATABASE_URL).port) });
  const close = async () => {
    await client.end();
    redis.disconnect();
  };
  return { db, redis, meter, close };
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const top = (entries, n) =>
  entries
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);

/**
 * Per order between two readings; the bench's own queries are taken out of both database figures,
 * and from a quiet reading to a settled one, the quiet database's own rate over the settling wait.
 */
export function costPerOrder(before, after, orders) {
  const per = (x) => x / Math.max(1, orders);
  const own = after.ownQueries - before.ownQueries;
  const background = ((before.backgroundPerSecond ?? 0) * after.settledMs) / 1000;
  let statements = null;
  let topStatements = null;
  if (after.statements && before.statements) {
    const deltas = [...after.statements].map(([id, s]) => [s.query, s.calls - (before.statements.get(id)?.calls ?? 0)]);
    const work = deltas.filter(([q]) => !TRANSACTION_CONTROL.test(q));
    statements = per(sum(work.map(([, n]) => n)) - own);
    // Every statement run at least once in twenty orders: together they are where the transactions go.
    topStatements = top(work, Infinity)
      .map(([query, n]) => ({ query, perOrder: per(n) }))
      .filter((s) => s.perOrder >= 0.05);
  }
  const commands = Object.entries(after.redisCommands).map(([cmd, n]) => [cmd, n - (before.redisCommands[cmd] ?? 0)]);
  const byProcess = {};
  for (const [pid, { name, seconds }] of after.cpu) {
    if (seconds === null) continue;
    byProcess[name] = (byProcess[name] ?? 0) + seconds - (before.cpu.get(pid)?.seconds ?? 0);
  }
  return {
    orders,
    pgTransactions: per(after.pgTransactions - before.pgTransactions - own - background),
    pgStatements: statements,
    topStatements,
    redisCommands: per(sum(commands.map(([, n]) => n))),
    topRedisCommands: top(commands, 30).map(([command, n]) => ({ command, perOrder: per(n) })),
    cpuMs: per(sum(Object.values(byProcess)) * 1000),
    cpuMsByProcess: Object.fromEntries(Object.entries(byProcess).map(([name, s]) => [name, per(s * 1000)])),
    redisCpuMs: per((after.redisCpu - before.redisCpu) * 1000),
    postgresCpuMs: after.postgresCpu === undefined ? undefined : per((after.postgresCpu - before.postgresCpu) * 1000),
    machineCpuMs: per((after.machineCpu - before.machineCpu) * 1000),
  };
}

/** BullMQ's Lua scripts by the SHA-1 ioredis sends with EVALSHA. */
const SCRIPT_BY_SHA = new Map(
  // The CommonJS build: the ES one imports its files without extensions, which Node does not resolve.
  Object.values(createRequire(import.meta.url)('bullmq/dist/cjs/scripts/index.js'))
    .filter((s) => s && typeof s.content === 'string')
    .map((s) => [createHash('sha1').update(s.content).digest('hex'), s.name]),
);

/**
 * Where one command sent to Redis goes, from its name and first key: rate limits (the bff's
 * throttler keys), BullMQ locks, BullMQ by script or command, or the rest by command name.
 */
function redisCategory(args, prefix) {
  const command = String(args[0]).toLowerCase();
  const script = command === 'evalsha' ? SCRIPT_BY_SHA.get(String(args[1])) : undefined;
  const key = String(command === 'evalsha' || command === 'eval' ? (Number(args[2]) > 0 ? args[3] : '') : (args[1] ?? ''));
  if (key.startsWith(`${prefix}:throttle:`)) return 'rate limits';
  if (script && LOCK_SCRIPTS.has(script)) return `locks: ${script}`;
  if (key.startsWith(`${prefix}:`)) return `BullMQ: ${script ?? command}`;
  return `other: ${script ?? command}`;
}

/**
 * Runs `work` with Redis's MONITOR on and returns how many top-level commands of each category it
 * sent per order (commands a Lua script runs are left out: the script counts once, as in
 * commandstats' evalsha). MONITOR slows Redis, so it watches a small sample only.
 */
export async function attributeRedisCommands({ redis, prefix, orders, work }) {
  const monitor = await redis.monitor();
  const counts = new Map();
  monitor.on('monitor', (_time, args, source) => {
    if (source === 'lua') return;
    const category = redisCategory(args, prefix);
    counts.set(category, (counts.get(category) ?? 0) + 1);
  });
  try {
    await work();
  } finally {
    monitor.disconnect();
  }
  return Object.fromEntries(top([...counts], 30).map(([category, n]) => [category, n / Math.max(1, orders)]));
}

/** The BullMQ scripts that add a job. */
const JOB_ADDS = /^BullMQ: add(Standard|Delayed|Prioritized|Parent)Job$/;
const share = (x, of) => `${((100 * x) / of).toPrecision(2)} %`;
const fmt = (x) =>
  x === undefined || x === null ? '-' : x >= 100 ? Math.round(x).toLocaleString('en-US') : x >= 10 ? x.toFixed(1) : x.toFixed(2);

/**
 * Markdown tables of what a paid order costs, beside the bare catalog server of the same run (its
 * CPU per request, its requests per second): one row per measured load, then for the reference
 * load (the sustainable rate, else the pipeline run) the CPU by process, the statements run most
 * and the Redis commands, and where the Redis commands of an idle order go.
 */
export function costTables({ bare, pipeline, pipelineHeld, heldMs, latency }) {
  const loads = [
    ...(pipeline
      ? [[`pipeline, ${pipeline.perOrder.orders} orders over 10 lanes, webhook at once (${fmt(pipeline.perSecond)}/s)`, pipeline.perOrder]]
      : []),
    ...(pipelineHeld
      ? [[`the same, webhook held ${heldMs.join('–')} ms: confirm-payment first (${fmt(pipelineHeld.perSecond)}/s)`, pipelineHeld.perOrder]]
      : []),
    ...(latency ? [[`idle, one at a time (${latency.idle.orders})`, latency.idle.perOrder]] : []),
    ...(latency?.rates ?? []).map((r) => [`${r.rate}/s offered (${fmt(r.acceptedPerSecond)}/s accepted)`, r.perOrder]),
    ...(latency?.mailHop ?? []).map((r) => [
      `${r.rate}/s, ${r.mailingWorkers} mailing worker${r.mailingWorkers === 1 ? '' : 's'}`,
      r.perOrder,
    ]),
  ];
  if (!loads.length) return '';
  const reference =
    latency?.rates.find((r) => r.rate === latency.sustainable)?.perOrder ?? pipeline?.perOrder ?? latency?.rates[0]?.perOrder;
  const bareCpu = bare?.cpuMsPerRequest;
  const lines = [
    `Bare catalog baseline (node:http answering the catalog's bytes, a process of its own, 50 connections): ${fmt(bare?.rps)} requests/s, ${fmt(bareCpu === undefined ? undefined : bareCpu * 1000)} µs CPU per request.`,
    ...(latency && bare
      ? [`Sustainable rate ${latency.sustainable} orders/s = ${share(latency.sustainable, bare.rps)} of the bare catalog rate.`]
      : []),
    ...(pipeline && bare
      ? [`Pipeline ${fmt(pipeline.perSecond)} orders/s = ${share(pipeline.perSecond, bare.rps)} of the bare catalog rate.`]
      : []),
    '',
    '| per paid order | PG transactions | PG statements | Redis commands | CPU ms, our processes | × bare catalog request | Redis CPU ms | PostgreSQL CPU ms | whole machine CPU ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...loads.map(
      ([name, c]) =>
        `| ${name} | ${fmt(c.pgTransactions)} | ${fmt(c.pgStatements)} | ${fmt(c.redisCommands)} | ${fmt(c.cpuMs)} | ${bareCpu ? fmt(c.cpuMs / bareCpu) : '-'} | ${fmt(c.redisCpuMs)} | ${fmt(c.postgresCpuMs)} | ${fmt(c.machineCpuMs)} |`,
    ),
  ];
  if (reference?.machineCpuMs)
    lines.push(
      '',
      // Everything the bench runs shares these cores, the load generator and the Stripe emulator as
      // much as the servers and our processes: at this cost an order, no rate above the ceiling fits.
      `Whole machine: ${fmt(reference.machineCpuMs)} CPU ms per order on ${os.availableParallelism()} cores, a ceiling of ${fmt((os.availableParallelism() * 1000) / reference.machineCpuMs)} orders/s at this cost; our processes ${fmt(reference.cpuMs)}, PostgreSQL ${fmt(reference.postgresCpuMs)}, Redis ${fmt(reference.redisCpuMs)}, the rest (the load generator, the Stripe emulator, the mail catcher and whatever else runs) ${fmt(reference.machineCpuMs - reference.cpuMs - (reference.postgresCpuMs ?? 0) - reference.redisCpuMs)}.`,
    );
  if (reference) {
    lines.push(
      '',
      `CPU ms per order by process: ${Object.entries(reference.cpuMsByProcess)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${fmt(ms)}`)
        .join(', ')}`,
      '',
      `Redis commands per order: ${reference.topRedisCommands.map((c) => `${c.command} ${fmt(c.perOrder)}`).join(', ')}`,
    );
    if (reference.topStatements)
      lines.push(
        '',
        '| statement (run at least once in twenty orders) | per order |',
        '|---|---|',
        ...reference.topStatements.map((s) => `| \`${s.query.replace(/\|/g, '\\|')}\` | ${fmt(s.perOrder)} |`),
      );
  }
  if (latency?.idle.redisByCategory) {
    const byCategory = Object.entries(latency.idle.redisByCategory);
    const jobs = sum(byCategory.filter(([c]) => JOB_ADDS.test(c)).map(([, n]) => n));
    const bullmq = sum(byCategory.filter(([c]) => /^(BullMQ|locks):/.test(c)).map(([, n]) => n));
    lines.push(
      '',
      '| Redis commands of an idle order, by where they go (MONITOR; a script counts once) | per order |',
      '|---|---|',
      ...byCategory.map(([category, n]) => `| ${category} | ${fmt(n)} |`),
      '',
      `BullMQ jobs added per order: ${fmt(jobs)}; BullMQ commands (locks included) per job added: ${fmt(bullmq / Math.max(1, jobs))}.`,
    );
  }
  return lines.join('\n');
}
