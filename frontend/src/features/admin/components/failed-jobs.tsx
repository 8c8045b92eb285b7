import type { QueueName } from '@filebridge/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import type { QueueSnapshot } from '../api/admin-api';
import { useRetryJobs } from '../api/queries';
import { formatDateTime } from '../lib/format';
import { queueLabel } from '../lib/queues';
import { MailStatusBadge, MAY_HAVE_BEEN_SENT_HINT } from './mail-status';
import { ConfirmDialog, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './queues-page.module.css';

type FailedJob = QueueSnapshot['failed'][number];

/** A queue's latest failed jobs, each with its reason and a retry. */
export function FailedJobs({ queue }: { queue: QueueSnapshot }) {
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
