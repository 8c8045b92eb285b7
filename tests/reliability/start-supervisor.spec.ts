import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, deleteKeys, ROOT, testRedisUrl, uniquePrefix, waitUntil, type TestDatabase } from '@filebridge/test-support';

/**
 * `npm start` itself (infra/dev/start.mjs) as a real process over real children: a process that
 * dies is started again while the site and the API keep answering; one that dies every time stops
 * everything with a message naming it; Ctrl-C leaves no process behind.
 */
// Every port of this stack moves by one offset, clear of a developer's `npm start` and of the browser suites.
const OFFSET = 10_000 + (Number(process.env.TEST_PORT_OFFSET ?? 0) % 1000);
const PORTS = { bff: 3000 + OFFSET, site: 5173 + OFFSET };
const SITE = `http://localhost:${PORTS.site}`;
const API = `http://127.0.0.1:${PORTS.bff}`;

class Stack {
  output = '';
  readonly child: ChildProcess;

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, [path.join(ROOT, 'infra/dev/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (d) => (this.output += d));
    this.child.stderr!.on('data', (d) => (this.output += d));
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Every pid the supervisor reported starting `name` under, in order. */
  pids(name: string): number[] {
    return [...this.output.matchAll(new RegExp(`│ ${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
  }

  allPids(): number[] {
    return [...this.output.matchAll(/ started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  }

  async waitFor(text: string, timeoutMs: number) {
    await waitUntil(() => this.output.includes(text) || !this.running, timeoutMs, `npm start to print "${text}"`);
    if (!this.output.includes(text)) throw new Error(`npm start exited (${this.child.exitCode}):\n${this.output}`);
  }

  async exited(timeoutMs = 60_000): Promise<number | null> {
    if (this.running) await waitUntil(() => !this.running, timeoutMs, 'npm start to exit');
    return this.child.exitCode;
  }

  async interrupt() {
    if (!this.running) return;
    this.child.kill('SIGINT');
    await this.exited().catch(() => this.child.kill('SIGKILL'));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const answers = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

/** What customers get: pre-rendered pages, the app shell elsewhere, compressed, cached by kind, crawlable. */
async function expectProductionSite() {
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${SITE}${p}`, { headers, redirect: 'manual' });
  for (const p of ['/', '/business/llc-formation', '/trucking-authority/ucr-2025', '/company/about']) {
    const res = await get(p, { 'accept-encoding': 'br, gzip' });
    expect([p, res.status, res.headers.get('content-encoding'), res.headers.get('cache-control')]).toEqual([p, 200, 'br', 'no-cache']);
    const html = await res.text();
    expect(html).toContain(`data-prerendered="${p}"`);
    expect(html).toMatch(/<h1[\s>]/);
  }
  const gzip = await get('/company/about', { 'accept-encoding': 'gzip' });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');

  const shell = await get('/my/login');
  expect(shell.status).toBe(200);
  const shellHtml = await shell.text();
  expect(shellHtml).toContain('<div id="root"></div>');

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(shellHtml)![1]!;
  // A pre-rendered page asks for the same entry once it has painted.
  expect(await (await get('/')).text()).toContain(JSON.stringify(script));
  const asset = await get(script, { 'accept-encoding': 'br' });
  expect([asset.status, asset.headers.get('cache-control'), asset.headers.get('content-encoding')]).toEqual([
    200,
    'public, max-age=31536000, immutable',
    'br',
  ]);
  expect((await get('/assets/no-such-chunk.js')).status).toBe(404);

  expect(await (await get('/robots.txt')).text()).toContain('Disallow: /admin/');
  expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${SITE}/company/about</loc>`);

  // Opened as 127.0.0.1, the site moves to the host name its API uses, so their cookies meet.
  const other = await fetch(`http://127.0.0.1:${PORTS.site}/company/about?x=1`, { redirect: 'manual' });
  expect([other.status, other.headers.get('location')]).toEqual([308, `${SITE}/company/about?x=1`]);
}

describe('npm start: supervised processes (real start.mjs, real services)', () => {
  let db: TestDatabase;
  let siteDir: string;
  let prefix: string;
  const stacks: Stack[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'fb-start-site-'));
    prefix = uniquePrefix();
  });
  afterAll(async () => {
    for (const s of stacks) await s.interrupt();
    for (const pid of stacks.flatMap((s) => s.allPids())) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await deleteKeys(testRedisUrl(), prefix);
    await db.drop();
    rmSync(siteDir, { recursive: true, force: true });
  }, 90_000);

  function start() {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) {
      // The stack under test takes nothing from a developer's own setup but the servers it is given.
      if (v !== undefined && !/^(SMTP_URL|STRIPE_|FRONTEND_ORIGIN|PUBLIC_API_URL|VITE_|ADMIN_|PORT)/.test(k)) env[k] = v;
    }
    Object.assign(env, {
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      PORT_OFFSET: String(OFFSET),
      SITE_DIR: siteDir,
      LOG_LEVEL: 'warn',
    });
    const stack = new Stack(env);
    stacks.push(stack);
    return stack;
  }

  it('serves the production site; restarts a SIGKILLed worker while the site and the API keep answering; Ctrl-C stops everything', async () => {
    const stack = start();
    // The first run builds the production site; the suites share the machine, so this is generous.
    await stack.waitFor('Ready. Press Ctrl-C', 400_000);
    await expectProductionSite();

    const [first] = stack.pids('order-worker');
    process.kill(first!, 'SIGKILL');
    const seen: number[] = [];
    await waitUntil(
      async () => {
        seen.push(await answers(`${API}/api/health/ready`), await answers(`${SITE}/`));
        return stack.pids('order-worker').length === 2;
      },
      20_000,
      'a new order-worker',
    );
    const [, second] = stack.pids('order-worker');
    expect(second).not.toBe(first);
    expect(alive(second!)).toBe(true);
    expect(stack.output).toMatch(/order-worker exited \(signal SIGKILL\); restarting it in \d+ ms/);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => s !== 200)).toEqual([]);
    expect(await answers(`${API}/api/health/ready`)).toBe(200);

    const pids = stack.allPids();
    await stack.interrupt();
    expect(stack.child.exitCode).toBe(0);
    expect(stack.output).toContain('Stopped.');
    expect(pids.filter(alive)).toEqual([]);
  }, 600_000);

  it('stops the whole stack, naming the process, when one exits every time it starts', async () => {
    // Another program holds the API port, so every bff start fails at once. It hangs up on every
    // connection, so it can close as soon as the test is done.
    const squatter = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => squatter.once('error', reject).listen(PORTS.bff, '127.0.0.1', resolve));
    try {
      const stack = start();
      expect(await stack.exited(300_000)).toBe(1);
      expect(stack.output).toMatch(/bff exited \(exit code 1\); restarting it in 500 ms/);
      expect(stack.output).toMatch(/bff exited 5 times within 60s \(last: exit code 1\); stopping everything\./);
      expect(stack.output).toContain('Stopped.');
      expect(stack.output).not.toContain('Ready. Press Ctrl-C');
      expect(stack.pids('bff')).toHaveLength(5);
      expect(stack.allPids().filter(alive)).toEqual([]);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 400_000);
});
