import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an autoscaler and a dashboard need from one worker process, served on its health port:
 * jobs completed and failed, how long each took and how many are in hand right now, per queue and
 * job name. Every attempt counts, so a job retried twice shows two failures and one completion.
 */
export class WorkerMetrics {
  readonly registry = new Registry();
  private readonly completed: Counter<'queue' | 'job'>;
  private readonly failed: Counter<'queue' | 'job'>;
  private readonly duration: Histogram<'queue' | 'job' | 'outcome'>;
  private readonly inFlight: Gauge<'queue'>;

  constructor(service: string) {
    const registers = [this.registry];
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry, prefix: 'filebridge_worker_' });
    this.completed = new Counter({
      name: 'filebridge_worker_jobs_completed_total',
      help: 'Job attempts that completed, by queue and job name',
      labelNames: ['queue', 'job'],
      registers,
    });
    this.failed = new Counter({
      name: 'filebridge_worker_jobs_failed_total',
      help: 'Job attempts that threw, by queue and job name',
      labelNames: ['queue', 'job'],
      registers,
    });
    this.duration = new Histogram({
      name: 'filebridge_worker_job_duration_seconds',
      help: 'Time a job attempt spent in its handler, by queue, job name and outcome',
      labelNames: ['queue', 'job', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.inFlight = new Gauge({
      name: 'filebridge_worker_jobs_in_flight',
      help: 'Jobs this process is handling right now, by queue',
      labelNames: ['queue'],
      registers,
    });
  }

  /** Runs one job attempt, counting it and timing it whatever its outcome. */
  async track<T>(queue: string, job: string, run: () => Promise<T>): Promise<T> {
    this.inFlight.inc({ queue });
    const end = this.duration.startTimer({ queue, job });
    try {
      const result = await run();
      this.completed.inc({ queue, job });
      end({ outcome: 'completed' });
      return result;
    } catch (err) {
      this.failed.inc({ queue, job });
      end({ outcome: 'failed' });
      throw err;
    } finally {
      this.inFlight.dec({ queue });
    }
  }
}
