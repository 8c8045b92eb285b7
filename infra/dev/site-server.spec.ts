import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The `npm start` site server, run as `npm start` runs it (native ES module, its own process): no
 * page of ours can be framed by another site, and no address, however it is spelled, is redirected
 * off our own origin.
 */
interface Answer {
  status: number;
  headers: Record<string, string>;
}

/** One request written byte for byte, so the server sees the target exactly as an attacker spells it. */
function rawGet(port: number, host: string, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('connect', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()] as [string, string]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

const PREFIXES = [
  '/',
  '//',
  '///',
  '/\\',
  '\\',
  '\\\\',
  '/\\/',
  '/%2f',
  '/%5c',
  '/%2f%2f',
  '/./',
  '/.//',
  '/../',
  '/..//',
  '/%2e%2e/',
  '/.%2e//',
  '/%09/',
];
const HOSTS = [
  'evil.example',
  'evil.example:80',
  '@evil.example',
  'user@evil.example',
  'http:evil.example',
  'http://evil.example',
  'https:/\\evil.example',
  '%65vil.example',
  '',
];
const SUFFIXES = ['', '/', '/%2e%2e', '/..', '/%2e%2e/%2f', '?next=//evil.example', '/a/../..//evil.example', '#x'];

/** Every prefix × host × suffix, and every pair of prefixes before each host. */
function pathShapes(): string[] {
  const shapes = new Set<string>(['//evil.example/%2e%2e']);
  for (const p of PREFIXES) for (const h of HOSTS) for (const s of SUFFIXES) shapes.add(`${p}${h}${s}`);
  for (const p of PREFIXES) for (const q of PREFIXES) for (const h of HOSTS) shapes.add(`${p}${q}${h}`);
  return [...shapes];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('npm start site server', () => {
  let dir: string;
  let port: number;
  let child: ChildProcess;
  let output = '';
  let canonical: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, '200.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    port = await freePort();
    canonical = `http://localhost:${port}`;
    const server = pathToFileURL(path.join(__dirname, 'site-server.mjs')).href;
    const script = `import { startSiteServer } from ${JSON.stringify(server)};
      await startSiteServer({ dir: process.argv[1], port: Number(process.argv[2]), host: '127.0.0.1', canonicalOrigin: process.argv[3] });
      console.log('listening');`;
    child = spawn(process.execPath, ['--input-type=module', '-e', script, dir, String(port), canonical], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr!.on('data', (d) => (output += d));
    const listening = await new Promise<boolean>((resolve) => {
      child.stdout!.on('data', (d) => {
        output += d;
        if (output.includes('listening')) resolve(true);
      });
      child.once('exit', () => resolve(false));
    });
    if (!listening) throw new Error(output);
  });
  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const expectUnframeable = (a: Answer, what: string) => {
    expect({ what, csp: a.headers['content-security-policy'], xfo: a.headers['x-frame-options'] }).toEqual({
      what,
      csp: "frame-ancestors 'none'",
      xfo: 'DENY',
    });
  };

  it('forbids framing on every kind of response: page, shell, asset, missing file, redirect', async () => {
    const answers = {
      home: await rawGet(port, `localhost:${port}`, '/'),
      shell: await rawGet(port, `localhost:${port}`, '/dashboard/orders'),
      asset: await rawGet(port, `localhost:${port}`, '/assets/app-abc123.js'),
      missing: await rawGet(port, `localhost:${port}`, '/assets/gone.js'),
      redirect: await rawGet(port, `127.0.0.1:${port}`, '/pricing'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, a.status]))).toEqual({
      home: 200,
      shell: 200,
      asset: 200,
      missing: 404,
      redirect: 308,
    });
    for (const [what, a] of Object.entries(answers)) expectUnframeable(a, what);
    expect(answers.redirect.headers.location).toBe(`${canonical}/pricing`);
  });

  it('never redirects //evil.example/%2e%2e off its origin', async () => {
    const a = await rawGet(port, `127.0.0.1:${port}`, '//evil.example/%2e%2e');
    expect(a.status).toBe(308);
    expect(new URL(a.headers.location!, `http://127.0.0.1:${port}/`).origin).toBe(canonical);
  });

  it('keeps every redirect on its own origin, whatever the shape of the path, under either host name', async () => {
    const offOrigin: string[] = [];
    const asks = pathShapes().flatMap((shape) =>
      [`127.0.0.1:${port}`, `localhost:${port}`, 'evil.example'].map((host) => ({ shape, host })),
    );
    // Some thousands of requests: a few dozen at a time, so a busy machine still gets through them.
    for (let i = 0; i < asks.length; i += 32) {
      await Promise.all(
        asks.slice(i, i + 32).map(async ({ shape, host }) => {
          const a = await rawGet(port, host, shape);
          expectUnframeable(a, shape);
          const location = a.headers.location;
          if (location === undefined) return;
          // Resolved as a browser would: against the address it asked for.
          if (new URL(location, `http://${host}/`).origin !== canonical) offOrigin.push(`${host} ${shape} → ${location}`);
        }),
      );
    }
    expect(offOrigin).toEqual([]);
  }, 300_000);
});
