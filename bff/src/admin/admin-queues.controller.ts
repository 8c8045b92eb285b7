import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_QUEUES, type QueueName } from '@filebridge/contracts';
import { QUEUES, QueueRegistry } from '@filebridge/platform';
import { DataSource } from 'typeorm';
import { AdminOnly, CurrentPrincipal } from '../auth/guards';
import type { Principal } from '../auth/tokens.service';
import { AdminAuditService } from './admin-audit.service';

const STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

function queueOr404(name: string): QueueName {
  if (!(ALL_QUEUES as readonly string[]).includes(name)) throw new NotFoundException({ message: 'Unknown queue', code: 'queue_not_found' });
  return name as QueueName;
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/queues')
export class AdminQueuesController {
  constructor(
    @Inject(QUEUES) private readonly queues: QueueRegistry,
    private readonly ds: DataSource,
    private readonly audit: AdminAuditService,
  ) {}

  /** Counts per state, connected workers, failed jobs with reasons, and the last hour per minute. */
  @AdminOnly()
  @Get()
  async overview() {
    const data = await Promise.all(
      ALL_QUEUES.map(async (name) => {
        const q = this.queues.get(name);
        const [counts, failed, workers, completedSeries, failedSeries] = await Promise.all([
          q.getJobCounts(...STATES),
          q.getFailed(0, 49),
          q.getWorkersCount().catch(() => 0),
          q.getMetrics('completed', 0, 59).catch(() => ({ data: [] as number[] })),
          q.getMetrics('failed', 0, 59).catch(() => ({ data: [] as number[] })),
        ]);
        return {
          name,
          counts,
          workers,
          failed: failed.filter(Boolean).map((j) => ({
            id: j.id,
            name: j.name,
            reason: j.failedReason,
            attemptsMade: j.attemptsMade,
            failedAt: j.finishedOn ? new Date(j.finishedOn).toISOString() : null,
            data: j.data,
          })),
          lastHour: { completed: completedSeries.data, failed: failedSeries.data },
        };
      }),
    );
    return { success: true, data };
  }

  @AdminOnly()
  @Post(':queue/jobs/:jobId/retry')
  @HttpCode(200)
  async retry(@CurrentPrincipal() admin: Principal, @Param('queue') queue: string, @Param('jobId') jobId: string) {
    const job = await this.queues.get(queueOr404(queue)).getJob(jobId);
    if (!job || !(await job.isFailed())) throw new NotFoundException({ message: 'No failed job with that id', code: 'job_not_found' });
    await job.retry('failed');
    await this.ds.transaction((m) => this.audit.record(m, admin.id, 'job.retry', 'job', `${queue}/${jobId}`, {}));
    return { success: true };
  }

  @AdminOnly()
  @Post(':queue/retry-failed')
  @HttpCode(200)
  async retryAll(@CurrentPrincipal() admin: Principal, @Param('queue') queue: string) {
    const q = this.queues.get(queueOr404(queue));
    const count = (await q.getJobCounts('failed')).failed ?? 0;
    await q.retryJobs({ state: 'failed', count: 1000 });
    await this.ds.transaction((m) => this.audit.record(m, admin.id, 'job.retry-all', 'queue', queue, { count }));
    return { success: true, data: { retried: count } };
  }
}
