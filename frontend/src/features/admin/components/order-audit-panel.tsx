import { EmptyState, ResourceView } from '../../../components/resource-state';
import { adminQueries, useResource } from '../api/queries';
import { formatDateTime } from '../lib/format';
import { actionLabel, describeDetails } from './audit-page';
import { Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';

/** What staff did to one order, newest first: who, what, when and from where. */
export function OrderAuditPanel({ orderId, className }: { orderId: string; className?: string }) {
  const audit = useResource(adminQueries.orderAudit(orderId));
  return (
    <Panel title="Staff actions" id="order-audit" className={className}>
      <ResourceView
        resource={audit}
        errorTitle="Could not load the staff actions."
        loadingLabel="Loading the staff actions…"
        empty={(rows) => (rows.length === 0 ? <EmptyState title="No staff action on this order yet." /> : null)}
      >
        {(rows) => (
          <TableWrap label="Staff actions on this order">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">From</th>
                  <th scope="col">What</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.id}>
                    <td className={styles.nowrap}>{formatDateTime(entry.createdAt)}</td>
                    <td>{entry.adminEmail}</td>
                    <td className={styles.mono}>{entry.ip ?? '—'}</td>
                    <td className={styles.nowrap}>{actionLabel(entry.action)}</td>
                    <td>
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
  );
}
