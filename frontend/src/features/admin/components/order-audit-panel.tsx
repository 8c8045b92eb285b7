import { EmptyState, ResourceView } from '../../../components/resource-state';
import { adminQueries, useResource } from '../api/queries';
import { Panel } from '../../../components/admin-ui';
import { AuditTable } from './audit-table';

/** What staff did to one order, newest first: who, what, when and from where. */
export function OrderAuditPanel({ orderId, adminId, className }: { orderId: string; adminId: string; className?: string }) {
  const audit = useResource(adminQueries.orderAudit(orderId));
  return (
    <Panel title="Staff actions" id="order-audit" className={className}>
      <ResourceView
        resource={audit}
        errorTitle="Could not load the staff actions."
        loadingLabel="Loading the staff actions…"
        empty={(rows) => (rows.length === 0 ? <EmptyState title="No staff action on this order yet." /> : null)}
      >
        {(rows) => <AuditTable rows={rows} label="Staff actions on this order" adminId={adminId} />}
      </ResourceView>
    </Panel>
  );
}
