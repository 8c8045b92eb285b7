import { Link } from 'react-router-dom';
import type { AuditEntry } from '../api/admin-api';
import { actionLabel, describeDetails } from '../lib/audit-details';
import { formatDateTime, humanizeKey } from '../lib/format';
import { TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './audit-page.module.css';

/** The target of an entry: an order by its number, linking to it; anything else by kind and id. */
function AuditTarget({ entry, adminId }: { entry: AuditEntry; adminId: string }) {
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

/**
 * Staff actions as a table: when, who (linking to their actions), from where, what and its details;
 * `withTarget` adds what each action was done to, for lists that span more than one target.
 */
export function AuditTable({
  rows,
  label,
  adminId,
  withTarget = false,
}: {
  rows: AuditEntry[];
  label: string;
  adminId: string;
  withTarget?: boolean;
}) {
  return (
    <TableWrap label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">From</th>
            <th scope="col">What</th>
            {withTarget && <th scope="col">Target</th>}
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
              {withTarget && (
                <td>
                  <AuditTarget entry={entry} adminId={adminId} />
                </td>
              )}
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
  );
}
