import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitUntil } from './smtp-peer';

export const ROOT = path.resolve(__dirname, '../..');

export const ENTRYPOINTS = {
  bff: 'bff/dist/main.js',
  'order-worker': 'services/order-worker/dist/main.js',
  'payment-webhook-worker': 'services/payment-webhook-worker/dist/main.js',
  'mailing-worker': 'services/mailing-worker/dist/main.js',
} as const;
export type ProcessName = keyof typeof ENTRYPOINTS;

/** A built service run as a real process; its output (at info level) is kept for assertions and failure reports. */
export class ServiceProcess {
  output = '';
  private child?: ChildProcess;

  constructor(
    readonly name: ProcessName,
    private readonly env: Record<string, string>,
  ) {}

  start(): this {
    this.child = spawn(process.execPath, [path.join(ROOT, ENTRYPOINTS[this.name])], {
      env: { ...process.env, ...this.env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d) => (this.output += d));
    this.child.stderr!.on('data', (d) => (this.output += d));
    return this;
  }

  get running() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async waitForLog(text: string, timeoutMs = 30_000) {
    await waitUntil(() => this.output.includes(text) || !this.running, timeoutMs, `${this.name} to log "${text}"`);
    if (!this.output.includes(text)) throw new Error(`${this.name} exited:\n${this.output}`);
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000): Promise<number | null> {
    const c = this.child;
    if (!c || !this.running) return c?.exitCode ?? null;
    const exited = new Promise<number | null>((r) => c.once('exit', (code) => r(code)));
    c.kill(signal);
    const t = setTimeout(() => c.kill('SIGKILL'), timeoutMs);
    const code = await exited;
    clearTimeout(t);
    return code;
  }
}

/** Starts a worker and resolves once it consumes its queues. */
export async function startWorker(name: Exclude<ProcessName, 'bff'>, env: Record<string, string>): Promise<ServiceProcess> {
  const p = new ServiceProcess(name, env).start();
  await stoppedOnFailure(p, () => p.waitForLog('consuming'));
  return p;
}

/** Waits for a process to come up; one that does not is stopped, so a failed start leaves nothing running. */
async function stoppedOnFailure(p: ServiceProcess, up: () => Promise<void>): Promise<void> {
  try {
    await up();
  } catch (error) {
    await p.stop('SIGKILL');
    throw error;
  }
}

/** Starts the bff on env.PORT and resolves once it answers ready. */
export async function startBffProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const p = new ServiceProcess('bff', env).start();
  await stoppedOnFailure(p, () =>
    waitUntil(
      async () =>
        !p.running ||
        (await fetch(`http://127.0.0.1:${env.PORT}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )),
      60_000,
      'the bff to answer ready',
    ),
  );
  if (!p.running) throw new Error(`bff exited:\n${p.output}`);
  return p;
}
