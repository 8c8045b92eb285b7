import { Body, ConflictException, Controller, Inject, NotFoundException, Param } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ALL_QUEUES, ENDPOINTS, QUEUE_STATES, type QueueName, type QueueSnapshot } from '@filebridge/contracts';
import { QUEUES, QueueRegistry } from '@filebridge/platform';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { mailKeyOf, MailStatusService } from '../mail-status';
import { AdminAuditService } from './admin-audit.service';

/** How many failed jobs one "retry all" takes, and how many a queue's snapshot shows. */
const RETRY_ALL_LIMIT = 1000;
const FAILED_SHOWN = 50;

const MAY_HAVE_BEEN_SENT = {
  code: 'mail_may_have_been_sent',
  message:
    'This mail may already have been sent: its worker stopped after handing it to the mail server and before recording the answer. Retry with confirmation to send it again; the copy keeps the same Message-ID.',
};

function queueOr404(name: string): QueueName {
  if (!(ALL_QUEUES as readonly string[]).includes(name)) throw new NotFoundException({ message: 'Unknown queue', code: 'queue_not_found' });
  return name as QueueName;
}

@Controller()
export class AdminQueuesController {
  constructor(
    @Inject(QUEUES) private readonly queues: QueueRegistry,
    private readonly ds: DataSource,
    private readonly audit: AdminAuditService,
    private readonly mails: MailStatusService,
  ) {}

  /** Counts per state, connected workers, failed jobs with reasons, and the last hour per minute. */
  @Endpoint(ENDPOINTS.adminQueues)
  async overview(): Answer<'adminQueues'> {
    return { success: true, data: await Promise.all(ALL_QUEUES.map((name) => this.snapshot(name))) };
  }

  private async snapshot(name: QueueName): Promise<QueueSnapshot> {
    const q = this.queues.get(name);
    const [counts, failed, workers, completedSeries, failedSeries] = await Promise.all([
      q.getJobCounts(...QUEUE_STATES),
      q.getFailed(0, FAILED_SHOWN - 1),
      q.getWorkersCount().catch(() => 0),
      q.getMetrics('completed', 0, 59).catch(() => ({ data: [] as number[] })),
      q.getMetrics('failed', 0, 59).catch(() => ({ data: [] as number[] })),
    ]);
    const jobs = failed.filter(Boolean);
    const fates = await this.mails.byKey(jobs.map(mailKeyOf).filter((k): k is string => k !== undefined));
    return {
      name,
      counts: Object.fromEntries(QUEUE_STATES.map((s) => [s, counts[s] ?? 0])) as QueueSnapshot['counts'],
      workers,
      failed: jobs.map((j) => {
        const mail = fates.get(mailKeyOf(j) ?? '');
        return {
          id: String(j.id),
          name: j.name,
          reason: j.failedReason ?? null,
          attemptsMade: j.attemptsMade,
          failedAt: j.finishedOn ? new Date(j.finishedOn).toISOString() : null,
          data: j.data as unknown,
          ...(mail ? { mail } : {}),
        };
      }),
      lastHour: { completed: completedSeries.data, failed: failedSeries.data },
    };
  }

  @Endpoint(ENDPOINTS.adminRetryJob)
  async retry(
    @CurrentPrincipal() admin: Principal,
    @Param() { queue, jobId }: ParamsIn<'adminRetryJob'>,
    @Body() { confirm }: BodyIn<'adminRetryJob'>,
  ): Answer<'adminRetryJob'> {
    const job = await this.queues.get(queueOr404(queue)).getJob(jobId);
    if (!job || !(await job.isFailed())) throw new NotFoundException({ message: 'No failed job with that id', code: 'job_not_found' });
    const mail = await this.mails.ofJob(job);
    if (mail?.mayHaveBeenSent && confirm !== true) throw new ConflictException(MAY_HAVE_BEEN_SENT);
    await job.retry('failed');
    await this.ds.transaction((m) =>
      this.audit.record(m, admin, {
        action: 'job.retry',
        targetType: 'job',
        targetId: `${queue}/${jobId}`,
        details: mail?.mayHaveBeenSent ? { confirmedResend: mail.key } : {},
      }),
    );
    return { success: true };
  }

  /** Retries every failed job but those whose mail may already have been sent: each of those needs its own confirmed retry. */
  @Endpoint(ENDPOINTS.adminRetryAll)
  async retryAll(@CurrentPrincipal() admin: Principal, @Param() { queue }: ParamsIn<'adminRetryAll'>): Answer<'adminRetryAll'> {
    const q = this.queues.get(queueOr404(queue));
    const failed = (await q.getFailed(0, RETRY_ALL_LIMIT - 1)).filter(Boolean);
    const fates = await this.mails.byKey(failed.map(mailKeyOf).filter((k): k is string => k !== undefined));
    const held = new Set(failed.filter((j) => fates.get(mailKeyOf(j) ?? '')?.mayHaveBeenSent).map((j) => j.id));
    let retried = 0;
    if (held.size === 0) {
      retried = (await q.getJobCounts('failed')).failed ?? 0;
      await q.retryJobs({ state: 'failed', count: RETRY_ALL_LIMIT });
    } else {
      for (const job of failed.filter((j) => !held.has(j.id))) {
        // A job retried or removed meanwhile is no longer failed; it is not counted.
        const ok = await job.retry('failed').then(
          () => true,
          () => false,
        );
        if (ok) retried++;
      }
    }
    await this.ds.transaction((m) =>
      this.audit.record(m, admin, {
        action: 'job.retry-all',
        targetType: 'queue',
        targetId: queue,
        details: { count: retried, skipped: held.size },
      }),
    );
    return { success: true, data: { retried, skipped: held.size } };
  }
}
