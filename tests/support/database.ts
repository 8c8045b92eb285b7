import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Set by infra/dev/test.mjs: a server URL and a migrated, seeded template database. */
export function testServerUrl(): string {
  const url = process.env.TEST_PG_SERVER_URL;
  if (!url) throw new Error('TEST_PG_SERVER_URL is not set: run the suites with `npm test`.');
  return url;
}

/** Database names carry the run id so a run cleans up only what it made. */
const runId = () => process.env.TEST_RUN_ID ?? 'adhoc';

const withDatabase = (server: string, db: string) => {
  const u = new URL(server);
  u.pathname = `/${db}`;
  return u.toString();
};

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: testServerUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
  /**
   * PostgreSQL going away for this database alone, as the processes using it see a stopped server:
   * every open connection is terminated and new ones are refused until `resume`. The shared test
   * server itself keeps running for the other suites.
   */
  suspend(): Promise<void>;
  resume(): Promise<void>;
}

const suspendable = (name: string) => ({
  suspend: () =>
    admin(async (c) => {
      await c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name]);
    }),
  resume: () => admin((c) => c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)).then(() => undefined),
});

/** A fresh database cloned from the template: each suite gets its own, migrated and seeded. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env.TEST_PG_TEMPLATE!;
  const name = `fb_t_${runId()}_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    name,
    url: withDatabase(testServerUrl(), name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    ...suspendable(name),
  };
}

/** An empty database, for the migration test. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const name = `fb_e_${runId()}_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return {
    name,
    url: withDatabase(testServerUrl(), name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    ...suspendable(name),
  };
}

export async function query<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The one row a query answers (a count, an aggregate); no row is a failed test, not `undefined`. */
export async function queryOne<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await query<T>(url, sql, params);
  if (row === undefined) throw new Error(`No row from: ${sql}`);
  return row;
}

/**
 * Runs `action` while another transaction holds the rows `lock` locks, and commits `change` in
 * that transaction only once the action waits on the lock. Under READ COMMITTED a statement that
 * waits for a row lock sees the locked row as the holder left it but every other table as it was
 * when the statement started, so a check read in the locking statement misses `change`: this is
 * the race of two requests for one row, made to happen every time.
 */
export async function behindRowLock<T>(
  url: string,
  lock: { sql: string; params?: unknown[] },
  change: (c: Client) => Promise<unknown>,
  action: () => Promise<T>,
): Promise<PromiseSettledResult<T>> {
  const holder = new Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(lock.sql, lock.params ?? []);
    let settled = false;
    const acted = action().then(
      (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
      (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
    );
    void acted.finally(() => (settled = true));
    while (!settled && !(await waitsOn(holder))) await new Promise((resolve) => setTimeout(resolve, 10));
    if (settled) throw new Error('The action ended without waiting on the lock: it does not lock those rows.');
    await change(holder);
    await holder.query('COMMIT');
    return await acted;
  } finally {
    await holder.end();
  }
}

/** Whether another backend waits on a lock the holder's backend holds. */
async function waitsOn(holder: Client): Promise<boolean> {
  const { rows } = await holder.query<{ waiting: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))) AS waiting`,
  );
  return rows[0]!.waiting;
}
