import { ApiClient } from '@filebridge/test-support';

export { seeded } from '@filebridge/test-support';

export function weighted<T extends string>(mix: readonly (readonly [T, number])[], r: number): T {
  const total = mix.reduce((s, [, w]) => s + w, 0);
  let x = r * total;
  for (const [name, w] of mix) if ((x -= w) < 0) return name;
  return mix[mix.length - 1]![0];
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface OpenLoopResult {
  scheduled: number;
  dispatched: number;
  /** Ticks dropped because maxInFlight operations were still running. */
  shed: number;
  maxInFlight: number;
  elapsedMs: number;
}

/**
 * Open-loop, fixed-rate dispatch: tick i is due at start + i/rate whatever the earlier ticks are
 * doing, so a slow server meets the same arrival rate instead of being waited for. A tick that
 * finds `maxInFlight` operations still running is shed (counted), so a stall cannot pile up
 * thousands of requests. `dispatch` must not reject.
 */
export async function openLoop(opts: {
  ratePerSecond: number;
  durationMs: number;
  maxInFlight: number;
  dispatch: (tick: number) => Promise<void>;
}): Promise<OpenLoopResult> {
  const interval = 1000 / opts.ratePerSecond;
  const start = performance.now();
  const inFlight = new Set<Promise<void>>();
  let tick = 0;
  let dispatched = 0;
  let shed = 0;
  let peak = 0;
  for (;;) {
    const now = performance.now() - start;
    if (now >= opts.durationMs) break;
    while (tick * interval <= now) {
      if (inFlight.size >= opts.maxInFlight) shed++;
      else {
        const op: Promise<void> = opts.dispatch(tick).finally(() => inFlight.delete(op));
        inFlight.add(op);
        dispatched++;
        peak = Math.max(peak, inFlight.size);
      }
      tick++;
    }
    await sleep(Math.max(0, tick * interval - (performance.now() - start)));
  }
  await Promise.allSettled([...inFlight]);
  return { scheduled: tick, dispatched, shed, maxInFlight: peak, elapsedMs: performance.now() - start };
}

export type Status = number | 'ERR';

interface Row {
  statuses: Map<Status, number>;
  ms: number[];
}

/** Every HTTP exchange (and every whole operation) of the soak: status and latency. */
export class Recorder {
  readonly calls = new Map<string, Row>();
  readonly ops = new Map<string, { ok: number; failed: number; ms: number[] }>();
  readonly failures: { op: string; tick: number; error: string }[] = [];
  readonly serverErrors: { call: string; status: Status; detail: string }[] = [];

  call(key: string, status: Status, ms: number, detail = ''): void {
    let row = this.calls.get(key);
    if (!row) this.calls.set(key, (row = { statuses: new Map(), ms: [] }));
    row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
    row.ms.push(ms);
    if (status === 'ERR' || status >= 500) this.serverErrors.push({ call: key, status, detail: detail.slice(0, 300) });
  }

  op(name: string, tick: number, ms: number, error?: unknown): void {
    let row = this.ops.get(name);
    if (!row) this.ops.set(name, (row = { ok: 0, failed: 0, ms: [] }));
    row.ms.push(ms);
    if (error === undefined) row.ok++;
    else {
      row.failed++;
      this.failures.push({ op: name, tick, error: error instanceof Error ? error.message : String(error) });
    }
  }

  count(predicate: (status: Status) => boolean): number {
    let n = 0;
    for (const row of this.calls.values()) for (const [s, c] of row.statuses) if (predicate(s)) n += c;
    return n;
  }

  /** Markdown, so it can go straight into BENCHMARKS.md. Latencies are informative only. */
  table(): string {
    const lines = [
      '| operation | n | ok | failed | p50 ms | p95 ms | max ms |',
      '|---|--:|--:|--:|--:|--:|--:|',
      ...[...this.ops]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, r]) => `| ${name} | ${r.ok + r.failed} | ${r.ok} | ${r.failed} | ${latencies(r.ms)} |`),
      '',
      '| call | n | 2xx | 3xx | 4xx | 5xx | network err | p50 ms | p95 ms | max ms |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ];
    for (const [key, row] of [...this.calls].sort(([a], [b]) => a.localeCompare(b))) {
      const by = (lo: number) => [...row.statuses].reduce((s, [st, n]) => (st !== 'ERR' && st >= lo && st < lo + 100 ? s + n : s), 0);
      lines.push(
        `| ${key} | ${row.ms.length} | ${by(200)} | ${by(300)} | ${by(400)} | ${by(500)} | ${row.statuses.get('ERR') ?? 0} | ${latencies(row.ms)} |`,
      );
    }
    return lines.join('\n');
  }
}

function latencies(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(0) : '-');
  return `${q(0.5)} | ${q(0.95)} | ${s.length ? s[s.length - 1]!.toFixed(0) : '-'}`;
}

/** Route patterns, not raw URLs, so the table has one row per endpoint. */
export function routeOf(method: string, path: string): string {
  const route = path
    .split('?')[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/slug\/[^/]+/, '/slug/:slug');
  return `${method} ${route}`;
}

/** The test ApiClient, with every exchange (the implicit XSRF GET included) written to the recorder. */
export class RecordingApiClient extends ApiClient {
  constructor(
    baseUrl: string,
    private readonly recorder: Recorder,
    private readonly op: string,
  ) {
    super(baseUrl);
  }

  override async request<T = any>(method: string, path: string, body?: unknown, opts?: Parameters<ApiClient['request']>[3]) {
    const key = `${this.op}: ${routeOf(method, path)}`;
    const t0 = performance.now();
    try {
      const res = await super.request<T>(method, path, body, opts);
      this.recorder.call(key, res.status, performance.now() - t0, JSON.stringify(res.body));
      return res;
    } catch (err) {
      this.recorder.call(key, 'ERR', performance.now() - t0, String(err));
      throw err;
    }
  }
}

/** Times any other exchange (the Stripe SDK, raw webhook POSTs) under `key`. */
export async function timed<T>(recorder: Recorder, key: string, fn: () => Promise<T>, statusOf: (value: T) => Status): Promise<T> {
  const t0 = performance.now();
  try {
    const value = await fn();
    recorder.call(key, statusOf(value), performance.now() - t0);
    return value;
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    recorder.call(key, typeof status === 'number' ? status : 'ERR', performance.now() - t0, String(err));
    throw err;
  }
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** One gauge from a Prometheus text exposition. */
export function gauge(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  if (!line) throw new Error(`metric ${name} not found`);
  return Number(line.trim().split(/\s+/)[1]);
}

export const MB = 1024 * 1024;

/** The bff's own count of responses by status, from its request-duration histogram. */
export function responsesByStatus(text: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const line of text.split('\n')) {
    const m = /^filebridge_http_request_duration_seconds_count\{.*status="(\d+)".*\}\s+(\d+)/.exec(line);
    if (m) out.set(Number(m[1]), (out.get(Number(m[1])) ?? 0) + Number(m[2]));
  }
  return out;
}
