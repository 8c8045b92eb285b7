import { Queue, type JobsOptions } from 'bullmq';
import type IORedis from 'ioredis';
import {
  ALL_QUEUES,
  DEFAULT_JOB_OPTIONS,
  parseJob,
  TOPIC_QUEUE,
  type JobInputs,
  type JobName,
  type QueueName,
} from '@filebridge/contracts';

/** One Queue per name, created lazily on a shared producer connection. */
export class QueueRegistry {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly connection: IORedis,
    private readonly prefix = 'fb',
  ) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  all(): Queue[] {
    return ALL_QUEUES.map((n) => this.get(n));
  }

  /**
   * Adds a job to the queue its name belongs to, its payload parsed with the job's schema first;
   * the job id makes a repeated add a no-op.
   */
  async add<J extends JobName>(job: J, payload: JobInputs[J], jobId: string, opts: JobsOptions = {}) {
    const parsed = parseJob(job, payload);
    if (!parsed.ok) throw new Error(parsed.problem);
    return this.get(TOPIC_QUEUE[job]).add(job, payload, { ...DEFAULT_JOB_OPTIONS, ...opts, jobId });
  }

  /**
   * Adds many jobs with one round trip per queue (BullMQ addBulk, a MULTI). Returns, per job, null
   * when its queue took it or the error that made the whole queue's batch fail. The relay adds
   * stored rows through it as they are: each job's consumer parses it, and fails one its schema refuses.
   */
  async addMany(jobs: readonly { job: JobName; payload: unknown; jobId: string }[]): Promise<unknown[]> {
    const byQueue = new Map<QueueName, number[]>();
    jobs.forEach((j, i) => {
      const queue = TOPIC_QUEUE[j.job];
      byQueue
        .set(queue, byQueue.get(queue) ?? [])
        .get(queue)!
        .push(i);
    });
    const outcome: unknown[] = jobs.map(() => null);
    await Promise.all(
      [...byQueue].map(([queue, indexes]) =>
        this.get(queue)
          .addBulk(
            indexes.map((i) => ({ name: jobs[i]!.job, data: jobs[i]!.payload, opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobs[i]!.jobId } })),
          )
          .catch((err: unknown) => indexes.forEach((i) => (outcome[i] = err ?? new Error('addBulk failed')))),
      ),
    );
    return outcome;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}

/** BullMQ rejects integer-looking and colon-bearing custom ids; keys are normalised here. */
export function toJobId(key: string): string {
  return key.replace(/:/g, '-');
}
