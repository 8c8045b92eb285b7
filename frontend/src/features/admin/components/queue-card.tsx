import { QUEUE_STATES, type QueueName } from '@filebridge/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import surface from '../../../components/surface.module.css';
import { errorMessage } from '../../../lib/api';
import type { QueueSnapshot } from '../api/admin-api';
import { useRetryJobs } from '../api/queries';
import { humanizeKey } from '../lib/format';
import { lastHourSeries, MINUTE_LABELS, MINUTE_TICKS, queueLabel } from '../lib/queues';
import { BarChart } from './charts';
import { FailedJobs } from './failed-jobs';
import { ConfirmDialog } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './queues-page.module.css';

/** One queue: its counts per state, its workers, its last hour's throughput and its failed jobs. */
export function QueueCard({ queue }: { queue: QueueSnapshot }) {
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
