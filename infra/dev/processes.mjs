// Child processes with prefixed, coloured output, and a clean stop of all of them.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './deps.mjs';

const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95];
let next = 0;

export function build(log = console.log) {
  log('Building the services (tsc -b)…');
  const r = spawnSync(process.execPath, [`${ROOT}/node_modules/typescript/bin/tsc`, '-b', 'tsconfig.build.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('The TypeScript build failed (see above).');
}

export function startProcess(name, command, args, { env, cwd = ROOT, quiet = false } = {}) {
  const colour = COLOURS[next++ % COLOURS.length];
  const prefix = `\x1b[${colour}m${name.padEnd(16)}\x1b[0m│ `;
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const pipe = (stream, out) => {
    let buf = '';
    stream.on('data', (d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop();
      if (!quiet) for (const l of lines) out.write(prefix + l + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.name = name;
  return child;
}

export async function stopAll(children, timeoutMs = 10_000) {
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          const t = setTimeout(() => c.kill('SIGKILL'), timeoutMs);
          c.once('exit', () => (clearTimeout(t), resolve()));
          c.kill('SIGTERM');
        }),
    ),
  );
}

export async function waitFor(url, { timeoutMs = 60_000, ok = (r) => r.ok } = {}) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if (ok(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000}s`);
}
