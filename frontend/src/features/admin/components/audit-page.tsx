import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuditEntry } from '../api/admin-api';
import { adminQueries, useResource } from '../api/queries';
import { formatDateTime, formatDollars, humanizeKey, statusLabel } from '../lib/format';
import { Button } from '../../../components/button';
import { EmptyState, ResourceView } from '../../../components/resource-state';
import { PageHeader, Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './audit-page.module.css';

const ACTIONS: Record<string, string> = {
  'order.transition': 'Changed order status',
  'order.refund': 'Refunded order at Stripe',
  'service.update': 'Updated service',
  'package.update': 'Updated package',
  'job.retry': 'Retried job',
  'job.retry-all': 'Retried all failed jobs',
  'staff.invite': 'Invited a staff member',
  'staff.join': 'Joined the staff',
  'staff.role': 'Changed a staff role',
  'staff.deactivate': 'Deactivated a staff member',
  'staff.second-factor-reset': 'Reset a second factor',
  'staff.second-factor-on': 'Turned on two-step sign-in',
  'order.assign': 'Assigned an order',
  'order.note': 'Added an internal note',
  'order.request': 'Asked the customer',
  'order.request-withdraw': 'Withdrew a request',
  'order.phase': 'Moved a filing',
  'order.document-upload': 'Filed a document',
  'intake.reveal': 'Revealed a sensitive value',
  'data.export': 'Exported a list',
  'view.save': 'Saved a queue view',
  'view.delete': 'Deleted a queue view',
  'conversation.reply': 'Answered a conversation',
  'conversation.assign': 'Assigned a conversation',
  'conversation.status': 'Changed a conversation’s status',
};

export const actionLabel = (action: string) => ACTIONS[action] ?? humanizeKey(action);

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'priceCents' && typeof value === 'number') return formatDollars(value / 100);
  if (key === 'status' && typeof value === 'string') return humanizeKey(value);
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const FIELD_NAMES: Record<string, string> = {
  priceCents: 'Price',
  pricePlus: 'Price suffix',
  benefitList: 'Benefits',
  buttonText: 'Button text',
};

/** Human lines for an entry's details: "Paid → In progress", "Price: $99.00 → $120.00". */
export function describeDetails(entry: Pick<AuditEntry, 'action' | 'details'>): string[] {
  const d = entry.details ?? {};
  if (entry.action === 'order.transition') {
    const lines = [`${statusLabel(d.from as string)} → ${statusLabel(d.to as string)}`];
    if (d.note) lines.push(`Note: ${String(d.note)}`);
    return lines;
  }
  if (entry.action === 'order.refund') {
    const amount = typeof d.amountCents === 'number' ? formatDollars(d.amountCents / 100) : 'The whole refundable amount';
    return [`Refund: ${amount}`, `Reason: ${String(d.reason ?? '')}`];
  }
  if (entry.action === 'job.retry-all') return [`${Number(d.count ?? 0).toLocaleString('en-US')} failed jobs`];
  return Object.entries(d).map(([key, value]) => {
    const name = FIELD_NAMES[key] ?? humanizeKey(key);
    if (value && typeof value === 'object' && 'to' in (value as object)) {
      const change = value as { from?: unknown; to?: unknown };
      return `${name}: ${show(key, change.from)} → ${show(key, change.to)}`;
    }
    return `${name}: ${show(key, value)}`;
  });
}

/** The target of an entry: an order by its number, linking to it; anything else by kind and id. */
export function AuditTarget({ entry, adminId }: { entry: AuditEntry; adminId: string }) {
  return entry.targetType === 'order' ? (
    <Link to={`/admin/dashboard/${adminId}/orders/${entry.targetId}`} aria-label={`Order ${entry.targetLabel}`} className={styles.nowrap}>
      Order <span className={styles.mono}>{entry.targetLabel}</span>
    </Link>
  ) : (
    <>
      {humanizeKey(entry.targetType)} <span className={`${styles.mono} ${styles.muted}`}>{entry.targetLabel}</span>
    </>
  );
}

/** Who did what, when and from where: every staff change, newest first (the latest 200), or one staff member's. */
export function AuditPage() {
  usePageTitle('Audit log | Admin | Filebridge');
  const { adminId = '' } = useParams();
  const [search] = useSearchParams();
  const staffId = search.get('staffId') ?? undefined;
  const audit = useResource(adminQueries.audit(staffId));
  const rows = audit.data ?? [];
  const who = staffId ? (rows[0]?.adminEmail ?? 'this staff member') : null;

  const target = (entry: AuditEntry) => <AuditTarget entry={entry} adminId={adminId} />;

  return (
    <>
      <PageHeader
        title="Audit log"
        description={
          who ? (
            <>
              The actions of {who}, newest first. <Link to={`/admin/dashboard/${adminId}/audit`}>Show everyone’s</Link>
            </>
          ) : (
            'Every change made in the admin area, newest first (latest 200).'
          )
        }
        actions={
          <Button variant="outline" size="sm" onClick={audit.reload} loading={audit.loading && !!audit.data} loadingText="Refreshing...">
            Refresh
          </Button>
        }
      />
      <Panel>
        <ResourceView
          resource={audit}
          errorTitle="Could not load the audit log."
          loadingLabel="Loading the audit log…"
          empty={() => (rows.length === 0 ? <EmptyState title="No admin changes recorded yet." /> : null)}
        >
          {() => (
            <TableWrap label="Audit log">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">From</th>
                    <th scope="col">What</th>
                    <th scope="col">Target</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => (
                    <tr key={entry.id}>
                      <td className={styles.nowrap}>{formatDateTime(entry.createdAt)}</td>
                      <td className={local.who}>
                        <Link to={`/admin/dashboard/${adminId}/audit?staffId=${entry.adminId}`}>{entry.adminEmail}</Link>
                      </td>
                      <td className={`${styles.mono} ${styles.nowrap}`}>{entry.ip ?? '—'}</td>
                      <td>{actionLabel(entry.action)}</td>
                      <td>{target(entry)}</td>
                      <td className={local.details}>
                        {describeDetails(entry).map((line, i) => (
                          <div key={i}>{line}</div>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </ResourceView>
      </Panel>
    </>
  );
}
