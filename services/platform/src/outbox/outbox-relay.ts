import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { JobName } from '@filebridge/contracts';
import { QueueRegistry, toJobId } from '../queue/queue-registry';

interface OutboxRow {
  id: string;
  topic: JobName;
  payload: Record<string, unknown>;
  job_id: string | null;
}

const MIN_DRAIN_GAP_MS = 10;
/** Ids of rows claimed lately that a wake-up is checked against; past this many they are forgotten. */
const CLAIMED_MEMORY = 4096;
/** A wake-up naming more rows than this drains without checking them one by one. */
const MAX_NAMED_ROWS = 1000;

/** The rows a wake-up names (`first-last`, from the outbox trigger), or undefined when it names none. */
function namedRows(payload: string | undefined): string[] | undefined {
  const range = /^(\d+)-(\d+)$/.exec(payload ?? '');
  if (!range) return undefined;
  const [first, last] = [Number(range[1]), Number(range[2])];
  if (last < first || last - first >= MAX_NAMED_ROWS) return undefined;
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
}

export interface OutboxRelayOptions {
  databaseUrl: string;
  pollMs: number;
  batchSize?: number;
  /**
   * How long a wake-up waits before it drains; 0 (the default) drains at once. Every relay hears
   * every commit's wake-up, and a drain that finds the rows claimed by another relay costs a
   * transaction for nothing. A standby relay waits, so the relay that drains at once claims the rows
   * first, and the standby runs one drain per wait however many wake-ups came in it: it publishes
   * only what no relay at once took, within this delay.
   */
  wakeDelayMs?: number;
}

/**
 * Moves committed outbox rows into BullMQ. Wakes on LISTEN/NOTIFY and polls as a fallback; rows
 * are claimed with FOR UPDATE SKIP LOCKED so several relays can run. If Redis is down the add
 * fails, the row stays unpublished and is tried again on the next pass: nothing is lost. A job id
 * per row means a crash between the add and the commit re-adds nothing while the job lives.
 *
 * Each wake-up names the rows it is for. Under load a drain usually takes rows whose wake-ups are
 * still on their way, so a wake-up for rows this relay has claimed already runs no drain: one that
 * did would only find nothing, at the cost of a transaction.
 */
export class OutboxRelay {
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private next?: NodeJS.Timeout;
  private delayed?: NodeJS.Timeout;
  private running = false;
  private again = false;
  /** Rows named by wake-ups while a drain ran: drained again after it unless it claimed them. */
  private readonly awaited = new Set<string>();
  private readonly claimed = new Set<string>();
  private stopped = false;

  constructor(
    private readonly ds: DataSource,
    private readonly queues: QueueRegistry,
    private readonly log: Logger,
    private readonly opts: OutboxRelayOptions,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.next);
    clearTimeout(this.delayed);
    await this.listener?.end().catch(() => undefined);
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  /**
   * Runs a drain now or, when one is in progress, once more after it. Under load every commit's
   * NOTIFY asks for a drain, so a drain asked for while another ran starts MIN_DRAIN_GAP_MS after
   * that one started: the rows committed meanwhile go out as one batch instead of one drain each.
   * At idle the gap has long passed and a row is published at once.
   */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    const started = performance.now();
    void this.drain()
      .catch((err) => this.log.warn({ err: String(err) }, 'outbox drain failed; will retry'))
      .finally(() => {
        this.running = false;
        for (const id of this.awaited) if (this.claimed.has(id)) this.awaited.delete(id);
        if (!this.again && !this.awaited.size) return;
        this.again = false;
        this.awaited.clear();
        const wait = started + MIN_DRAIN_GAP_MS - performance.now();
        if (wait <= 0) this.kick();
        else this.next = setTimeout(() => this.kick(), wait);
      });
  }

  /**
   * A wake-up from the outbox trigger: a drain unless every row it names was claimed here already;
   * for a standby relay, one drain once its delay has passed (wakeDelayMs).
   */
  wake(payload: string | undefined): void {
    if (this.opts.wakeDelayMs) {
      this.delayed ??= setTimeout(() => {
        this.delayed = undefined;
        this.kick();
      }, this.opts.wakeDelayMs);
      return;
    }
    const rows = namedRows(payload);
    if (!rows) return this.kick();
    const unclaimed = rows.filter((id) => !this.claimed.has(id));
    if (!unclaimed.length) return;
    if (!this.running) return this.kick();
    for (const id of unclaimed) this.awaited.add(id);
  }

  /**
   * Publishes until no unpublished row is left or a batch makes no progress. A batch shorter than
   * the limit took every row there was, so the drain ends without another pass that could only
   * find none: a row committed since then sends its own NOTIFY, which runs the next drain.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const { published, claimed } = await this.publishBatch();
      total += published;
      if (claimed < this.batchSize || published < claimed) return total;
    }
  }

  private get batchSize(): number {
    return this.opts.batchSize ?? 200;
  }

  private async publishBatch(): Promise<{ published: number; claimed: number }> {
    return this.ds.transaction(async (m) => {
      // Claimed and marked published in one statement; the rows whose add fails are unmarked below,
      // and a crash before the commit unmarks them all.
      const [claimed] = await m.query<[OutboxRow[], number]>(
        `UPDATE outbox SET published_at = now()
          WHERE id IN (SELECT id FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, topic, payload, job_id`,
        [this.batchSize],
      );
      if (claimed.length === 0) return { published: 0, claimed: 0 };
      if (this.claimed.size + claimed.length > CLAIMED_MEMORY) this.claimed.clear();
      for (const row of claimed) this.claimed.add(row.id);
      const rows = claimed.sort((a, b) => Number(a.id) - Number(b.id));
      const errors = await this.queues.addMany(
        rows.map((r) => ({ job: r.topic, payload: r.payload, jobId: toJobId(r.job_id ?? `outbox-${r.id}`) })),
      );
      const failed = rows.filter((_, i) => errors[i] !== null).map((r) => r.id);
      if (failed.length) {
        const reason = String(errors.find((e) => e !== null));
        await m.query(`UPDATE outbox SET published_at = NULL, attempts = attempts + 1, last_error = $2 WHERE id = ANY($1::bigint[])`, [
          failed,
          reason.slice(0, 500),
        ]);
      }
      return { published: rows.length - failed.length, claimed: rows.length };
    });
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.opts.databaseUrl, application_name: 'filebridge-outbox-listener' });
    client.on('notification', (n) => this.wake(n.payload));
    // A lost listener only costs latency (the poll still runs); reconnect in the background.
    client.on('error', () => this.relisten());
    client.on('end', () => this.relisten());
    try {
      await client.connect();
      await client.query('LISTEN outbox');
      this.listener = client;
    } catch (err) {
      this.log.warn({ err: String(err) }, 'outbox listener could not connect; polling only for now');
      this.relisten();
    }
  }

  private relistening = false;
  private relisten(): void {
    if (this.stopped || this.relistening) return;
    this.relistening = true;
    setTimeout(() => {
      this.relistening = false;
      if (!this.stopped) void this.listen();
    }, 1000).unref();
  }
}
