/**
 * The staff home: what to do next. Orders being worked on, expedited first and then by when their
 * promise runs out, filtered and saved as views; a selection (or the whole filter) takes a bulk
 * action, sent in parts so its progress shows; any filtered queue downloads as CSV.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { keepPreviousData } from '@tanstack/react-query';
import { STAFF_PHASE_LABELS, type RequestKind } from '@filebridge/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffCan } from '../../../stores/admin-store';
import { fetchWorkQueue, takeOrder, type WorkQueueFilters } from '../api/admin-api';
import { useResource } from '../api/queries';
import { formatDollars } from '../lib/format';
import { ExpeditedBadge } from './order-facts';
import { ExportListButton } from './export-list-button';
import { QueueRefund } from './queue-refund';
import { PageHeader, Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './work-queue-page.module.css';
import { SlaBadge } from './sla-badge';
import { useBulkAction } from '../hooks/use-bulk-action';
import { WorkQueueBulkBar } from './work-queue-bulk-bar';
import { WorkQueueFilterBar } from './work-queue-filters';
import { WorkQueueViews } from './work-queue-views';

export function WorkQueuePage() {
  usePageTitle('Work queue');
  const adminId = useParams().adminId ?? '';
  const [filters, setFilters] = useState<WorkQueueFilters>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [refunding, setRefunding] = useState<string | null>(null);
  const [requestKind, setRequestKind] = useState<RequestKind>('missing_detail');
  const canWork = useStaffCan('orders.work');
  const canAsk = useStaffCan('orders.requests');
  const canRefund = useStaffCan('refunds.create');
  const canBulk = canWork || canAsk;
  const after = cursors[cursors.length - 1];
  const queue = useResource({
    queryKey: ['admin', 'work-queue', filters, after] as const,
    queryFn: ({ signal }) => fetchWorkQueue({ ...filters, ...(after ? { after } : {}) }, signal),
    placeholderData: keepPreviousData,
  });
  const page = queue.data;
  const { progress, bulk } = useBulkAction({
    filters,
    selected,
    matching: page?.matching ?? 0,
    adminId,
    requestKind,
    onDone: () => {
      setSelected(new Set());
      queue.reload();
    },
  });

  const setFilter = (patch: Partial<WorkQueueFilters>) => {
    const next = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof WorkQueueFilters)[]) if (!next[key]) delete next[key];
    setFilters(next);
    setCursors([]);
    setSelected(new Set());
  };

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const take = async (id: string) => {
    try {
      await takeOrder(id);
      queue.reload();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not take the order.'));
    }
  };

  return (
    <>
      <PageHeader
        title="Work queue"
        description="Orders being worked on: expedited first, then by when our promise runs out."
        actions={<ExportListButton list="work-queue" query={filters as Record<string, string>} />}
      />
      <Panel>
        <WorkQueueViews
          filters={filters}
          onPick={(picked) => setFilter({ ...Object.fromEntries(Object.keys(filters).map((k) => [k, undefined])), ...picked })}
        />
        <WorkQueueFilterBar filters={filters} setFilter={setFilter} page={page} />
        {canBulk ? (
          <WorkQueueBulkBar
            selected={selected}
            page={page}
            progress={progress}
            bulk={bulk}
            requestKind={requestKind}
            setRequestKind={setRequestKind}
          />
        ) : null}

        {refunding ? (
          <QueueRefund
            orderId={refunding}
            onClose={() => {
              setRefunding(null);
              queue.reload();
            }}
          />
        ) : null}
        {queue.error && !page ? (
          <ErrorState error={queue.error} onRetry={queue.reload} title="Could not load the work queue." />
        ) : !page ? (
          <LoadingState label="Loading the work queue…" />
        ) : page.items.length === 0 ? (
          <EmptyState title="Nothing to do here.">
            <p>No order being worked on matches these filters.</p>
          </EmptyState>
        ) : (
          <>
            <TableWrap label="Work queue" busy={queue.loading}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {canBulk ? (
                      <th scope="col">
                        <span className="visually-hidden">Select</span>
                      </th>
                    ) : null}
                    <th scope="col">Order</th>
                    <th scope="col">Phase · SLA</th>
                    <th scope="col">Service · agency</th>
                    <th scope="col">Assignee</th>
                    <th scope="col" className={styles.num}>
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((o) => (
                    <tr key={o.id}>
                      {canBulk ? (
                        <td>
                          <input
                            type="checkbox"
                            aria-label={`Select ${o.orderNumber}`}
                            checked={selected.has(o.id)}
                            onChange={() => toggle(o.id)}
                          />
                        </td>
                      ) : null}
                      <td className={local.order}>
                        <Link to={`/admin/dashboard/${adminId}/orders/${o.id}`}>{o.orderNumber}</Link>{' '}
                        <ExpeditedBadge expedited={o.expedited} />
                        <div className={styles.muted}>{o.businessName || o.customerEmail}</div>
                      </td>
                      <td>
                        {o.phase ? STAFF_PHASE_LABELS[o.phase] : '—'}
                        <div>
                          <SlaBadge sla={o.sla} />
                        </div>
                      </td>
                      <td>
                        {o.serviceName}
                        <div className={styles.muted}>{[o.agency, o.state].filter(Boolean).join(' · ') || '—'}</div>
                      </td>
                      <td className={local.wrap}>
                        {o.assignee ? (
                          o.assignee.email
                        ) : !canWork ? (
                          <span className={styles.muted}>Unassigned</span>
                        ) : (
                          <Button size="sm" variant="outline" onClick={() => void take(o.id)}>
                            Take
                          </Button>
                        )}
                      </td>
                      <td className={styles.num}>
                        {formatDollars(o.total)}
                        {canRefund ? (
                          <div>
                            <Button size="sm" variant="ghost" onClick={() => setRefunding(o.id)} aria-label={`Refund ${o.orderNumber}`}>
                              Refund…
                            </Button>
                          </div>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <nav className={styles.pager} aria-label="Pages of the work queue">
              <span className={styles.pagerButtons}>
                <Button variant="outline" size="sm" disabled={!cursors.length} onClick={() => setCursors(cursors.slice(0, -1))}>
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!page.nextCursor}
                  onClick={() => page.nextCursor && setCursors([...cursors, page.nextCursor])}
                >
                  Next
                </Button>
              </span>
            </nav>
          </>
        )}
      </Panel>
    </>
  );
}
