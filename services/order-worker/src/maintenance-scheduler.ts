import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { CONFIG, LOGGER, QUEUES, QueueRegistry, republishRecentOutbox, type AppConfig, type ReadinessCheck } from '@filebridge/platform';
import { ALL_QUEUES, JOBS, QUEUES as QUEUE_NAMES, type JobName } from '@filebridge/contracts';

/** The repeatable maintenance jobs and how often each runs. */
export const MAINTENANCE_SCHEDULES: Readonly<Partial<Record<JobName, number>>> = {
  [JOBS.paymentsReconcile]: 60_000,
  [JOBS.ordersExpire]: 15 * 60_000,
  [JOBS.outboxSweep]: 60 * 60_000,
  [JOBS.complianceSchedule]: 24 * 60 * 60_000,
  [JOBS.intakeRemind]: 60 * 60_000,
};

/**
 * Events published this recently may still have had a job waiting or retrying when Redis lost
 * them; a job retries for a few minutes at most (DEFAULT_JOB_OPTIONS), so an hour covers them all.
 */
const REPUBLISH_WINDOW_MS = 60 * 60_000;

/**
 * Declares the repeatable maintenance jobs at start and keeps them declared: a Redis that restarts
 * empty or is wiped loses them, and nothing else would bring them back before the next worker
 * start, so stored Stripe events, unpaid orders and reminders would wait. Every SCHEDULER_CHECK_MS,
 * and whenever readiness is asked, the schedulers Redis holds are compared with these and the
 * missing ones declared again. Upserting is idempotent across worker replicas.
 *
 * Missing schedulers mean Redis lost its data, and with them the jobs of recently published outbox
 * events: those are published again. Stored Stripe events come back through the reconciler, and
 * reminders through compliance scheduling, which runs as soon as its scheduler is declared. A loss
 * that is not atomic (keys deleted one by one, an eviction) can keep a job's data while dropping its
 * place in the queue; publishing under its id would then be a no-op, so such jobs are removed first.
 */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap, OnModuleDestroy, ReadinessCheck {
  readonly name = 'schedulers';
  private timer?: NodeJS.Timeout;
  private healing?: Promise<void>;

  constructor(
    private readonly ds: DataSource,
    @Inject(QUEUES) private readonly queues: QueueRegistry,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async onApplicationBootstrap() {
    await this.restore(await this.missing());
    this.timer = setInterval(() => void this.heal(), this.config.SCHEDULER_CHECK_MS);
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /** Readiness: down, naming them, while any scheduler is missing; asking also starts the repair. */
  async check(): Promise<void> {
    const missing = await this.missing();
    if (missing.length === 0) return;
    void this.heal();
    throw new Error(`missing repeatable jobs: ${missing.join(', ')}`);
  }

  /** One repair at a time; a failure (Redis still down) is logged and the next check tries again. */
  private heal(): Promise<void> {
    this.healing ??= this.missing()
      .then((missing) => this.restore(missing))
      .catch((err) => this.log.warn({ err: String(err) }, 'could not check the repeatable jobs; trying again later'))
      .finally(() => (this.healing = undefined));
    return this.healing;
  }

  private async restore(missing: readonly JobName[]) {
    if (missing.length === 0) return;
    const orphans = await Promise.all(ALL_QUEUES.map((q) => this.queues.get(q).removeOrphanedJobs()));
    // Republished before the schedulers are declared: if that fails, they stay missing and the next check does both.
    const republished = await republishRecentOutbox(this.ds.manager, REPUBLISH_WINDOW_MS);
    await this.declare(missing);
    this.log.warn(
      { schedulers: missing, republished, orphansRemoved: orphans.reduce((a, b) => a + b, 0) },
      'Redis had lost its repeatable jobs: declared them again and republished recent events',
    );
  }

  private async missing(): Promise<JobName[]> {
    const present = new Set((await this.queue().getJobSchedulers()).map((s) => s.key));
    return (Object.keys(MAINTENANCE_SCHEDULES) as JobName[]).filter((name) => !present.has(name));
  }

  private async declare(names: readonly JobName[]) {
    for (const name of names) await this.queue().upsertJobScheduler(name, { every: MAINTENANCE_SCHEDULES[name]! }, { name, data: {} });
  }

  private queue() {
    return this.queues.get(QUEUE_NAMES.maintenance);
  }
}
