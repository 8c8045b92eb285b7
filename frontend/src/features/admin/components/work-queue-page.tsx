/**
 * The staff home: what to do next. Orders being worked on, expedited first and then by when their
 * promise runs out, filtered and saved as views; a selection (or the whole filter) takes a bulk
 * action, sent in parts so its progress shows; any filtered queue downloads as CSV.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { keepPreviousData } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  BULK_MAX_ORDERS,
  FULFILMENT_PHASES,
  REQUEST_COPY,
  REQUEST_KINDS,
  SLA_STATE_LABELS,
  SLA_STATES,
  STAFF_PHASE_LABELS,
  type RequestKind,
  type SlaState,
} from '@filebridge/contracts';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { errorMessage } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffCan } from '../../../stores/admin-store';
import {
  deleteQueueView,
  fetchAssignees,
  fetchQueueViews,
  fetchWorkQueue,
  saveQueueView,
  takeOrder,
  type WorkQueueFilters,
} from '../api/admin-api';
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

export function WorkQueuePage() {
  usePageTitle('Work queue');
  const adminId = useParams().adminId ?? '';
  const [filters, setFilters] = useState<WorkQueueFilters>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [viewName, setViewName] = useState('');
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
  const views = useResource({ queryKey: ['admin', 'work-queue-views'] as const, queryFn: ({ signal }) => fetchQueueViews(signal) });
  const staff = useResource({ queryKey: ['admin', 'assignees'] as const, queryFn: ({ signal }) => fetchAssignees(signal) });
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

  const saveView = async () => {
    if (!viewName.trim()) return;
    try {
      await saveQueueView(viewName.trim(), filters);
      setViewName('');
      views.reload();
      toast.success('View saved.');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not save the view.'));
    }
  };

  const select = (label: string, value: string | undefined, options: [string, string][], on: (v: string) => void) => (
    <label className={styles.control}>
      <span className={styles.controlLabel}>{label}</span>
      <select className={styles.select} value={value ?? ''} onChange={(e) => on(e.target.value)}>
        <option value="">All</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <PageHeader
        title="Work queue"
        description="Orders being worked on: expedited first, then by when our promise runs out."
        actions={<ExportListButton list="work-queue" query={filters as Record<string, string>} />}
      />
      <Panel>
        <div className={local.views} aria-label="Saved views">
          {(views.data ?? []).map((v) => (
            <span key={v.id} className={local.view}>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setFilter({ ...Object.fromEntries(Object.keys(filters).map((k) => [k, undefined])), ...v.filters })}
              >
                {v.name}
              </Button>
              <button
                type="button"
                className={local.viewDelete}
                aria-label={`Delete view ${v.name}`}
                onClick={() => void deleteQueueView(v.id).then(() => views.reload())}
              >
                ×
              </button>
            </span>
          ))}
          <input
            value={viewName}
            onChange={(e) => setViewName(e.target.value)}
            className={styles.input}
            placeholder="Name this view"
            aria-label="View name"
            maxLength={60}
          />
          <Button variant="outline" size="sm" onClick={saveView} disabled={!viewName.trim()}>
            Save view
          </Button>
        </div>
        <div className={styles.toolbar} role="search" aria-label="Filter the work queue">
          {select(
            'Phase',
            filters.phase,
            FULFILMENT_PHASES.filter((p) => p !== 'completed').map((p) => [p, STAFF_PHASE_LABELS[p]]),
            (v) => setFilter({ phase: (v || undefined) as WorkQueueFilters['phase'] }),
          )}
          {select(
            'SLA',
            filters.sla,
            SLA_STATES.map((s) => [s, SLA_STATE_LABELS[s]]),
            (v) => setFilter({ sla: (v || undefined) as SlaState }),
          )}
          {select(
            'Assignee',
            filters.assignee,
            [['me', 'Mine'], ['none', 'Unassigned'], ...(staff.data ?? []).map((s): [string, string] => [s.id, s.email])],
            (v) => setFilter({ assignee: v || undefined }),
          )}
          {select(
            'Expedited',
            filters.expedited,
            [
              ['true', 'Expedited'],
              ['false', 'Standard'],
            ],
            (v) => setFilter({ expedited: (v || undefined) as WorkQueueFilters['expedited'] }),
          )}
          <label className={styles.control}>
            <span className={styles.controlLabel}>State</span>
            <input
              className={cx(styles.input, local.short)}
              value={filters.state ?? ''}
              maxLength={2}
              placeholder="TX"
              onChange={(e) => {
                const v = e.target.value.toUpperCase();
                if (v.length === 0 || v.length === 2) setFilter({ state: v || undefined });
              }}
            />
          </label>
          <label className={styles.control}>
            <span className={styles.controlLabel}>Agency</span>
            <input
              className={styles.input}
              defaultValue={filters.agency ?? ''}
              placeholder="FMCSA"
              onBlur={(e) => setFilter({ agency: e.target.value.trim() || undefined })}
            />
          </label>
          <p className={styles.resultCount} aria-live="polite">
            {page
              ? `${page.matching.toLocaleString('en-US')}${page.matchingCapped ? '+' : ''} ${page.matching === 1 ? 'order' : 'orders'}`
              : ''}
          </p>
        </div>
        {canBulk ? (
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
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!selected.size || !!progress}
                  onClick={() => void bulk('agency_delayed', false)}
                >
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
