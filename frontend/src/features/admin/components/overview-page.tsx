import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@filebridge/contracts';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import type { Overview } from '../api/admin-api';
import { adminQueries, useResource } from '../api/queries';
import { formatCents, formatCentsShort, formatDay, humanizeDuration } from '../lib/format';
import { BarChart, LineChart } from './charts';
import { STATUS_TONES } from '../../../components/badge';
import { ErrorState, LoadingState } from '../../../components/resource-state';
import { PageHeader, Panel } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './overview-page.module.css';

/** Orders and revenue per day over 30 days, orders by status, and the median paid → completed time. */
export function OverviewPage() {
  usePageTitle('Overview | Admin | Filebridge');
  const overview = useResource(adminQueries.overview());

  return (
    <>
      <PageHeader title="Overview" description="The last 30 days of orders and revenue, and where every order stands." />
      {overview.data ? (
        <OverviewBody data={overview.data} />
      ) : overview.error ? (
        <Panel>
          <ErrorState error={overview.error} onRetry={overview.reload} />
        </Panel>
      ) : (
        <Panel>
          <LoadingState label="Loading the overview…" />
        </Panel>
      )}
    </>
  );
}

function OverviewBody({ data }: { data: Overview }) {
  const { adminId } = useParams();
  const labels = data.perDay.map((d) => formatDay(d.day));
  const orders30 = data.perDay.reduce((sum, d) => sum + d.orders, 0);
  const revenue30 = data.perDay.reduce((sum, d) => sum + d.revenueCents, 0);
  const counts = new Map(data.byStatus.map((s) => [s.status, s.count]));
  const allOrders = data.byStatus.reduce((sum, s) => sum + s.count, 0);
  const open = (counts.get('paid') ?? 0) + (counts.get('in_progress') ?? 0);
  const maxCount = Math.max(1, ...data.byStatus.map((s) => s.count));

  return (
    <>
      <div className={styles.stats}>
        <Stat label="Orders, last 30 days" value={orders30.toLocaleString('en-US')} />
        <Stat label="Revenue, last 30 days" value={formatCents(revenue30)} note="Paid orders by order date, incl. tax and state fees" />
        <Stat label="Open orders" value={open.toLocaleString('en-US')} note="Paid or in progress" />
        <Stat
          label="Median time, paid → completed"
          value={humanizeDuration(data.medianPaidToCompletedSeconds)}
          note={data.medianPaidToCompletedSeconds === null ? 'No completed orders yet' : 'Across all completed orders'}
        />
      </div>

      <div className={styles.grid2}>
        <Panel title="Orders per day" id="orders-per-day">
          <BarChart
            title="Orders per day, last 30 days"
            labels={labels}
            series={[{ name: 'Orders', color: 'var(--color-navy-700)', values: data.perDay.map((d) => d.orders) }]}
          />
        </Panel>
        <Panel title="Revenue per day" id="revenue-per-day">
          <LineChart
            title="Revenue per day, last 30 days"
            labels={labels}
            series={{ name: 'Revenue', color: 'var(--color-teal-600)', values: data.perDay.map((d) => d.revenueCents) }}
            formatValue={formatCents}
            formatAxis={formatCentsShort}
          />
        </Panel>
      </div>

      <Panel title="Orders by status" id="orders-by-status" className={local.statusPanel}>
        <p className={styles.pageLead}>All {allOrders.toLocaleString('en-US')} orders. Select a status to see its orders.</p>
        <ul className={local.statusList}>
          {ORDER_STATUSES.map((status) => {
            const count = counts.get(status) ?? 0;
            return (
              <li key={status}>
                <Link to={`/admin/dashboard/${adminId}/orders?status=${status}`} className={local.statusRow}>
                  <span className={local.statusName}>{ORDER_STATUS_LABELS[status]}</span>
                  <span className={local.track} aria-hidden="true">
                    <span
                      className={`${local.fill} ${local[`tone-${STATUS_TONES[status]}`]}`}
                      style={{ width: count ? `max(3px, ${(count / maxCount) * 100}%)` : 0 }}
                    />
                  </span>
                  <span className={local.count}>{count.toLocaleString('en-US')}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Panel>
    </>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={styles.stat}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
      {note ? <p className={styles.statNote}>{note}</p> : null}
    </div>
  );
}
