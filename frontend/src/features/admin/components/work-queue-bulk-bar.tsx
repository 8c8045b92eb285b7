import { BULK_MAX_ORDERS, REQUEST_COPY, REQUEST_KINDS, type RequestKind } from '@filebridge/contracts';
import { Button } from '../../../components/button';
import { useStaffCan } from '../../../stores/admin-store';
import type { WorkQueuePage } from '../api/admin-api';
import type { useBulkAction } from '../hooks/use-bulk-action';
import styles from '../../../components/admin-ui.module.css';
import local from './work-queue-page.module.css';

type BulkAction = ReturnType<typeof useBulkAction>;

/** What staff can do to the selected orders, or to every order the filter matches, with its progress. */
export function WorkQueueBulkBar({
  selected,
  page,
  progress,
  bulk,
  requestKind,
  setRequestKind,
}: BulkAction & {
  selected: ReadonlySet<string>;
  page: WorkQueuePage | undefined;
  requestKind: RequestKind;
  setRequestKind: (kind: RequestKind) => void;
}) {
  const canWork = useStaffCan('orders.work');
  const canAsk = useStaffCan('orders.requests');
  return (
    <div className={local.bulkBar} role="region" aria-label="Bulk actions">
      <span>{selected.size ? `${selected.size} selected` : 'Select orders, or act on the whole filter'}</span>
      {canWork ? (
        <>
          <Button size="sm" variant="outline" disabled={!selected.size || !!progress} onClick={() => void bulk('take', false)}>
            Assign to me
          </Button>
          <Button size="sm" variant="outline" disabled={!selected.size || !!progress} onClick={() => void bulk('note', false)}>
            Add note
          </Button>
          <Button size="sm" variant="outline" disabled={!selected.size || !!progress} onClick={() => void bulk('agency_delayed', false)}>
            Agency delayed
          </Button>
        </>
      ) : null}
      {canAsk ? (
        <>
          <select
            className={styles.select}
            aria-label="Request kind"
            value={requestKind}
            onChange={(e) => setRequestKind(e.target.value as RequestKind)}
          >
            {REQUEST_KINDS.map((k) => (
              <option key={k} value={k}>
                {REQUEST_COPY[k].label}
              </option>
            ))}
          </select>
          <Button size="sm" variant="outline" disabled={!selected.size || !!progress} onClick={() => void bulk('request', false)}>
            Raise request
          </Button>
        </>
      ) : null}
      {canWork ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={!page || page.matchingCapped || page.matching === 0 || page.matching > BULK_MAX_ORDERS || !!progress}
          onClick={() => void bulk('take', true)}
        >
          Assign all matching to me
        </Button>
      ) : null}
      {progress ? (
        <progress className={local.progress} max={progress.total || 1} value={progress.done} aria-label="Bulk action progress">
          {progress.done} of {progress.total}
        </progress>
      ) : null}
    </div>
  );
}
