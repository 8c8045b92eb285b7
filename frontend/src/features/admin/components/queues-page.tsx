import { QUEUE_STATES, type QueueName } from '@filebridge/contracts';
import { focusManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import type { QueueSnapshot } from '../api/admin-api';
import { adminQueries, useResource, useRetryJobs } from '../api/queries';

type FailedJob = QueueSnapshot['failed'][number];
import { formatAgo, formatDateTime, formatTime, humanizeKey } from '../lib/format';
import { BarChart } from './charts';
import { MailStatusBadge, MAY_HAVE_BEEN_SENT_HINT } from './mail-status';
import { Badge } from '../../../components/badge';
import { ErrorState, LoadingState } from '../../../components/resource-state';
import { ConfirmDialog, PageHeader, Panel, TableWrap } from './ui';
import surface from '../../../components/surface.module.css';
import styles from './admin.module.css';
import local from './queues-page.module.css';

const MINUTES = 60;

/** "Stripe events" for "stripe-events". */
export const queueLabel = (name: string) => humanizeKey(name);

/** Per-minute counts, newest first (as the API sends them) → 60 values, oldest first. */
export function lastHourSeries(newestFirst: readonly number[]): number[] {
  const values = newestFirst.slice(0, MINUTES).reverse();
  return [...Array<number>(MINUTES - values.length).fill(0), ...values];
}

const MINUTE_LABELS = Array.from({ length: MINUTES }, (_, i) => {
  const ago = MINUTES - 1 - i;
  return ago === 0 ? 'This minute' : `${ago} min ago`;
});
const MINUTE_TICKS = [0, 29, 59];

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Whether the page is visible, as the query client's polling sees it (polling pauses while hidden). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => focusManager.subscribe(onChange),
    () => focusManager.isFocused(),
    () => true,
  );
}

/** Live queue health: counts per state, workers, failures with their reasons, and retries. */
export function QueuesPage() {
  usePageTitle('Queues | Admin | Filebridge');
  const queues = useResource(adminQueries.queues());
  const live = usePageVisible() && (!queues.error || !!queues.data);
  const now = useNow(1000);

  const data = queues.data;
  const totals = data?.reduce(
    (acc, q) => ({ waiting: acc.waiting + q.counts.waiting, active: acc.active + q.counts.active, failed: acc.failed + q.counts.failed }),
    { waiting: 0, active: 0, failed: 0 },
  );

  return (
    <>
      <PageHeader
        title="Queues"
        description="Background work: order processing, Stripe events, mail, newsletter and maintenance."
        actions={
          <>
            <span className={local.live} role="status" aria-live="off">
              <span className={live && !queues.error ? local.liveDot : local.pausedDot} aria-hidden="true" />
              {live ? (queues.error ? 'Retrying' : 'Live') : 'Paused while hidden'}
              {queues.loadedAt ? <span className={styles.muted}> · updated {formatAgo(queues.loadedAt, now)}</span> : null}
            </span>
            <Button variant="outline" size="sm" onClick={queues.reload}>
              Refresh now
            </Button>
          </>
        }
      />

      {queues.error && data ? (
        <div className={surface.alert} role="alert">
          <strong>Live updates failed:</strong> {errorMessage(queues.error)} Showing counts from {formatTime(queues.loadedAt)}; retrying
          every few seconds.
        </div>
      ) : null}

      {!data ? (
        <Panel>
          {queues.error ? (
            <ErrorState error={queues.error} onRetry={queues.reload} title="Could not load the queues." />
          ) : (
            <LoadingState label="Loading queues…" />
          )}
        </Panel>
      ) : (
        <>
          {totals ? (
            <div className={styles.stats}>
              <div className={styles.stat}>
                <p className={styles.statLabel}>Waiting, all queues</p>
                <p className={styles.statValue}>{totals.waiting.toLocaleString('en-US')}</p>
              </div>
              <div className={styles.stat}>
                <p className={styles.statLabel}>Active now</p>
                <p className={styles.statValue}>{totals.active.toLocaleString('en-US')}</p>
              </div>
              <div className={styles.stat}>
                <p className={styles.statLabel}>Failed, all queues</p>
                <p className={`${styles.statValue} ${totals.failed ? local.bad : ''}`}>{totals.failed.toLocaleString('en-US')}</p>
              </div>
            </div>
          ) : null}
          <div className={local.queues}>
            {data.map((queue) => (
              <QueueCard key={queue.name} queue={queue} />
            ))}
          </div>
        </>
      )}
    </>
  );
}

function QueueCard({ queue }: { queue: QueueSnapshot }) {
  const { retryAllFailed } = useRetryJobs();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const completed = lastHourSeries(queue.lastHour?.completed ?? []);
  const failed = lastHourSeries(queue.lastHour?.failed ?? []);
  const hourCompleted = completed.reduce((a, b) => a + b, 0);
  const hourFailed = failed.reduce((a, b) => a + b, 0);
  const hasMetrics = (queue.lastHour?.completed?.length ?? 0) + (queue.lastHour?.failed?.length ?? 0) > 0;
  const id = `queue-${queue.name}`;

  const retryAll = async () => {
    setBusy(true);
    try {
      const result = await retryAllFailed(queue.name as QueueName);
      const held = result.skipped
        ? ` ${result.skipped.toLocaleString('en-US')} whose mail may already have been sent ${result.skipped === 1 ? 'was' : 'were'} left out: retry ${result.skipped === 1 ? 'it' : 'them'} one by one.`
        : '';
      toast.success(
        `${result.retried.toLocaleString('en-US')} failed ${result.retried === 1 ? 'job' : 'jobs'} in ${queueLabel(queue.name)} sent back to the queue.${held}`,
      );
    } catch (error) {
      toast.error(errorMessage(error, 'The jobs could not be retried.'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section className={surface.card} aria-labelledby={`${id}-title`} data-testid={id}>
      <div className={local.cardHeader}>
        <div className={local.cardTitleRow}>
          <h2 id={`${id}-title`} className={styles.panelTitle}>
            {queueLabel(queue.name)}
          </h2>
          <span className={`${styles.mono} ${styles.muted}`}>{queue.name}</span>
          {queue.workers > 0 ? (
            <Badge tone="success">
              {queue.workers} {queue.workers === 1 ? 'worker' : 'workers'} connected
            </Badge>
          ) : (
            <Badge tone="danger">No workers connected</Badge>
          )}
        </div>
        {queue.counts.failed > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            Retry all failed ({queue.counts.failed.toLocaleString('en-US')})
          </Button>
        ) : null}
      </div>

      <dl className={local.counts}>
        {QUEUE_STATES.map((state) => (
          <div
            key={state}
            className={`${local.count} ${state === 'failed' && queue.counts[state] > 0 ? local.countBad : ''}`}
            data-testid={`${id}-${state}`}
          >
            <dt>{humanizeKey(state)}</dt>
            <dd>{(queue.counts[state] ?? 0).toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>

      <div className={local.chartBlock}>
        {hasMetrics ? (
          <p className={local.chartTitle}>
            Last hour: <strong>{hourCompleted.toLocaleString('en-US')}</strong> completed,{' '}
            <strong className={hourFailed ? local.bad : undefined}>{hourFailed.toLocaleString('en-US')}</strong> failed
          </p>
        ) : null}
        {hasMetrics ? (
          <BarChart
            title={`${queueLabel(queue.name)} queue, jobs per minute over the last hour`}
            labels={MINUTE_LABELS}
            xTicks={MINUTE_TICKS}
            height={110}
            series={[
              { name: 'Completed', color: 'var(--color-teal-500)', values: completed },
              { name: 'Failed', color: 'var(--color-danger)', values: failed },
            ]}
          />
        ) : (
          <p className={`${styles.muted} ${styles.small}`}>No throughput recorded for this queue yet.</p>
        )}
      </div>

      {queue.failed.length ? <FailedJobs queue={queue} /> : null}

      <ConfirmDialog
        open={confirming}
        title={`Retry all failed jobs in ${queueLabel(queue.name)}?`}
        description={`${queue.counts.failed.toLocaleString('en-US')} failed ${queue.counts.failed === 1 ? 'job goes' : 'jobs go'} back to the queue and run again.`}
        confirmLabel="Retry all failed"
        busyLabel="Retrying..."
        busy={busy}
        onConfirm={retryAll}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function FailedJobs({ queue }: { queue: QueueSnapshot }) {
  const { retryJob } = useRetryJobs();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<FailedJob | null>(null);
  const retry = async (job: FailedJob, confirm = false) => {
    setRetrying(job.id);
    try {
      await retryJob({ queue: queue.name as QueueName, jobId: job.id, confirm });
      toast.success(`Job ${job.id} sent back to the ${queueLabel(queue.name)} queue.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The job could not be retried.'));
    } finally {
      setRetrying(null);
      setConfirming(null);
    }
  };
  // A mail that may already be in the inbox is sent again only when the admin says so.
  const ask = (job: FailedJob) => (job.mail?.mayHaveBeenSent ? setConfirming(job) : retry(job));
  const shown = queue.failed.length;
  return (
    <div className={local.failed}>
      <h3 className={local.failedTitle}>
        Failed jobs{queue.counts.failed > shown ? ` (latest ${shown} of ${queue.counts.failed.toLocaleString('en-US')})` : ''}
      </h3>
      <TableWrap label={`Failed jobs in ${queueLabel(queue.name)}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Reason</th>
              <th scope="col" className={styles.num}>
                Attempts
              </th>
              <th scope="col">Failed at</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.failed.map((job) => (
              <tr key={job.id}>
                <td>
                  <span className={styles.nowrap}>{job.name}</span>
                  <div className={`${styles.mono} ${styles.muted}`}>#{job.id}</div>
                  <JobData data={job.data} />
                </td>
                <td className={local.reason}>
                  {job.reason || '—'}
                  {job.mail?.mayHaveBeenSent ? (
                    <div>
                      <MailStatusBadge status={job.mail.status} mayHaveBeenSent />
                      <div className={`${styles.muted} ${styles.small}`}>{MAY_HAVE_BEEN_SENT_HINT}</div>
                    </div>
                  ) : null}
                </td>
                <td className={styles.num}>{job.attemptsMade}</td>
                <td className={styles.nowrap}>{formatDateTime(job.failedAt)}</td>
                <td className={styles.num}>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => ask(job)}
                    loading={retrying === job.id}
                    loadingText="Retrying..."
                    aria-label={`Retry job ${job.id}`}
                  >
                    Retry
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <ConfirmDialog
        open={confirming !== null}
        title="Send this mail again?"
        description={`${MAY_HAVE_BEEN_SENT_HINT} Sending it again may give the recipient a second copy; it keeps the same Message-ID, so most mail programs show it once.`}
        confirmLabel="Send again"
        busyLabel="Retrying..."
        busy={confirming !== null && retrying === confirming.id}
        onConfirm={() => confirming && retry(confirming, true)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

function JobData({ data }: { data: unknown }) {
  if (data === null || data === undefined || (typeof data === 'object' && Object.keys(data as object).length === 0)) return null;
  return (
    <details className={local.data}>
      <summary>Data</summary>
      <pre>{JSON.stringify(data, null, 2)}</pre>
    </details>
  );
}
