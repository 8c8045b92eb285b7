import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { CustomTransportStrategy, Server, BaseRpcContext } from '@nestjs/microservices';
import { Job, MetricsTime, UnrecoverableError, Worker, type WorkerOptions } from 'bullmq';
import { lastValueFrom, throwError, type Observable } from 'rxjs';
import { isJobName, parseJob, type QueueName } from '@filebridge/contracts';
import { logContextOfJob, runWithLogContext } from '../logging/log-context';
import { createRedis } from '../queue/redis';
import type IORedis from 'ioredis';

export class BullMqContext extends BaseRpcContext<[Job]> {
  get job(): Job {
    return this.args[0];
  }
}

export interface BullMqTransportOptions {
  redisUrl: string;
  queues: readonly QueueName[];
  concurrency: number;
  prefix?: string;
  /** Worker tuning for tests (stalled checks) — production uses BullMQ's defaults. */
  workerOptions?: Partial<WorkerOptions>;
  onEvent?: (event: 'completed' | 'failed' | 'error', detail: Record<string, unknown>) => void;
  /** Wraps every job attempt, e.g. to count and time it; the attempt's outcome passes through. */
  track?: <T>(queue: QueueName, job: string, run: () => Promise<T>) => Promise<T>;
  /** Parses a job's payload before its handler sees it: the contracts' job schemas, unless a test probe brings its own. */
  parse?: (name: string, data: unknown) => JobParse;
}

type JobParse = { ok: true; payload: unknown } | { ok: false; problem: string };

const parseKnownJob = (name: string, data: unknown): JobParse =>
  isJobName(name) ? parseJob(name, data) : { ok: false, problem: `No schema for job "${name}"` };

/**
 * A Nest microservice transport on BullMQ. Unlike the one public example, a job is
 * completed only after the handler's promise (or observable) settles, and a thrown error fails it,
 * so attempts, backoff and the failed set keep working. Every payload is parsed with its job's
 * schema before its handler sees it, so handlers receive typed data. `close()` drains: BullMQ's worker.close()
 * stops fetching and waits for the jobs in hand.
 */
export class BullMqTransport extends Server implements CustomTransportStrategy {
  private readonly workers: Worker[] = [];
  private connection?: IORedis;

  constructor(private readonly options: BullMqTransportOptions) {
    super();
  }

  listen(callback: () => void): void {
    this.connection = createRedis(this.options.redisUrl, 'worker');
    for (const queue of this.options.queues) {
      const track = this.options.track;
      const processJob = track ? (job: Job) => track(queue, job.name, () => this.handle(job)) : (job: Job) => this.handle(job);
      const worker = new Worker(queue, processJob, {
        connection: this.connection,
        prefix: this.options.prefix ?? 'fb',
        concurrency: this.options.concurrency,
        name: `${queue}-worker`,
        // Per-minute completed/failed counts for the admin's last-hour chart.
        metrics: { maxDataPoints: MetricsTime.ONE_WEEK },
        ...this.options.workerOptions,
      });
      worker.on('completed', (job) => this.options.onEvent?.('completed', { queue, ...logContextOfJob(job.name, job.id, job.data) }));
      worker.on('failed', (job, err) =>
        this.options.onEvent?.('failed', {
          queue,
          ...(job && logContextOfJob(job.name, job.id, job.data)),
          attemptsMade: job?.attemptsMade,
          err: err.message,
        }),
      );
      worker.on('error', (err) => this.options.onEvent?.('error', { queue, err: err.message }));
      this.workers.push(worker);
    }
    callback();
  }

  /** Runs one job through its handler, parsed; BullMQ calls it for every job the transport's workers take. */
  async handle(job: Job): Promise<unknown> {
    const handler = this.getHandlerByPattern(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
    // A payload that fails its schema fails the same way on every attempt: failed before any of it is applied.
    const parsed = (this.options.parse ?? parseKnownJob)(job.name, job.data);
    if (!parsed.ok) throw new UnrecoverableError(parsed.problem);
    return runWithLogContext(logContextOfJob(job.name, job.id, job.data), async () => {
      const result = await handler(parsed.payload, new BullMqContext([job]));
      return lastValueFrom(this.transformToObservable(result), { defaultValue: undefined });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers.length = 0;
    await this.connection?.quit().catch(() => undefined);
  }

  on(): never {
    throw new Error('BullMqTransport does not emit transport events; use the onEvent option');
  }

  unwrap<T>(): T {
    return this.workers as T;
  }
}

/**
 * Nest's default RPC exception handler turns every error into "Internal server error", which
 * would hide the reason in the failed set and turn UnrecoverableError into a retryable one.
 * This filter hands the original error back to the transport.
 */
@Catch()
export class RethrowRpcExceptionFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => exception);
  }
}
