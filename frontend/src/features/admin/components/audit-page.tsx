import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminQueries, useResource } from '../api/queries';
import { Button } from '../../../components/button';
import { EmptyState, ResourceView } from '../../../components/resource-state';
import { PageHeader, Panel } from '../../../components/admin-ui';
import { AuditTable } from './audit-table';

/** Who did what, when and from where: every staff change, newest first (the latest 200), or one staff member's. */
export function AuditPage() {
  usePageTitle('Audit log | Admin | Filebridge');
  const { adminId = '' } = useParams();
  const [search] = useSearchParams();
  const staffId = search.get('staffId') ?? undefined;
  const audit = useResource(adminQueries.audit(staffId));
  const rows = audit.data ?? [];
  const who = staffId ? (rows[0]?.adminEmail ?? 'this staff member') : null;

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
          {() => <AuditTable rows={rows} label="Audit log" adminId={adminId} withTarget />}
        </ResourceView>
      </Panel>
    </>
  );
}
