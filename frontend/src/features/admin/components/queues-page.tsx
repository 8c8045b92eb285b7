import { Button } from '../../../components/button';
import { ErrorState, LoadingState } from '../../../components/resource-state';
import surface from '../../../components/surface.module.css';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminQueries, useResource } from '../api/queries';
import { useNow } from '../hooks/use-now';
import { usePageVisible } from '../hooks/use-page-visible';
import { formatAgo, formatTime } from '../lib/format';
import { QueueCard } from './queue-card';
import { PageHeader, Panel } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './queues-page.module.css';

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
