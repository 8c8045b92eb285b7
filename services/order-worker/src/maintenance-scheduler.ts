import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { QUEUES, QueueRegistry } from '@filebridge/platform';
import { JOBS, QUEUES as QUEUE_NAMES } from '@filebridge/contracts';

/** Registers the repeatable maintenance jobs; upserting is idempotent across worker replicas. */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(@Inject(QUEUES) private readonly queues: QueueRegistry) {}

  async onApplicationBootstrap() {
    const q = this.queues.get(QUEUE_NAMES.maintenance);
    await q.upsertJobScheduler(JOBS.paymentsReconcile, { every: 60_000 }, { name: JOBS.paymentsReconcile, data: {} });
    await q.upsertJobScheduler(JOBS.ordersExpire, { every: 15 * 60_000 }, { name: JOBS.ordersExpire, data: {} });
    await q.upsertJobScheduler(JOBS.outboxSweep, { every: 60 * 60_000 }, { name: JOBS.outboxSweep, data: {} });
    await q.upsertJobScheduler(JOBS.complianceSchedule, { every: 24 * 60 * 60_000 }, { name: JOBS.complianceSchedule, data: {} });
  }
}
