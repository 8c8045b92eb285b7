import { FULFILMENT_PHASES, SLA_STATE_LABELS, SLA_STATES, STAFF_PHASE_LABELS, type SlaState } from '@filebridge/contracts';
import { cx } from '../../../lib/cx';
import { fetchAssignees, type WorkQueueFilters, type WorkQueuePage } from '../api/admin-api';
import { useResource } from '../api/queries';
import styles from '../../../components/admin-ui.module.css';
import local from './work-queue-page.module.css';

/** The work queue's filters, with how many orders they match. */
export function WorkQueueFilterBar({
  filters,
  setFilter,
  page,
}: {
  filters: WorkQueueFilters;
  setFilter: (patch: Partial<WorkQueueFilters>) => void;
  page: WorkQueuePage | undefined;
}) {
  const staff = useResource({ queryKey: ['admin', 'assignees'] as const, queryFn: ({ signal }) => fetchAssignees(signal) });
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
  );
}
