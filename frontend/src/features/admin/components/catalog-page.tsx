import { INACTIVE_SERVICE_TEXT } from '@filebridge/contracts';
import type { AddOnKey, ServiceCategory } from '@filebridge/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffCan } from '../../../stores/admin-store';
import type { AdminService } from '../api/admin-api';
import { adminQueries, useResource, useUpdateService } from '../api/queries';
import { formatDollars } from '../lib/format';
import { AddOnChecklist } from './add-on-checklist';
import { PackageEditor } from './package-editor';
import { Badge } from '../../../components/badge';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { ConfirmDialog, PageHeader, Panel } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './catalog-page.module.css';

const GROUPS: { category: ServiceCategory; title: string }[] = [
  { category: 'business', title: 'Business services' },
  { category: 'trucking', title: 'Trucking services' },
];

/** Where the public site shows a service. */
export function publicPath(service: Pick<AdminService, 'slug' | 'category'>): string {
  if (service.category === 'trucking')
    return service.slug === 'trucking-authority' ? '/trucking-authority' : `/trucking-authority/${service.slug}`;
  return `/business/${service.slug}`;
}

/** Services by group, each with an Active switch and its packages' editors. */
export function CatalogPage() {
  usePageTitle('Catalog | Admin | Filebridge');
  const services = useResource(adminQueries.services());
  const [query, setQuery] = useState('');
  const findId = useId();

  const needle = query.trim().toLowerCase();
  const matches = (s: AdminService) =>
    !needle ||
    s.name.toLowerCase().includes(needle) ||
    s.slug.includes(needle) ||
    s.packages.some((p) => p.title.toLowerCase().includes(needle));
  const inactive = services.data?.filter((s) => s.status === 'inactive').length ?? 0;

  return (
    <>
      <PageHeader
        title="Catalog"
        description="Switch services on and off and edit their packages. Changes show on the public pages at once."
        actions={
          services.data ? (
            <span className={styles.muted}>
              {services.data.length} services{inactive ? ` · ${inactive} inactive` : ''}
            </span>
          ) : null
        }
      />
      {!services.data ? (
        <Panel>
          {services.error ? (
            <ErrorState error={services.error} onRetry={services.reload} title="Could not load the catalog." />
          ) : (
            <LoadingState label="Loading the catalog…" />
          )}
        </Panel>
      ) : (
        <>
          <div className={styles.toolbar}>
            <div className={`${styles.control} ${styles.controlGrow}`}>
              <label htmlFor={findId} className={styles.controlLabel}>
                Find a service
              </label>
              <input
                id={findId}
                type="search"
                className={styles.input}
                placeholder="Service or package name"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
          </div>
          {GROUPS.map((group) => {
            const list = services.data!.filter((s) => s.category === group.category && matches(s));
            return (
              <Panel key={group.category} title={group.title} id={`catalog-${group.category}`}>
                {list.length ? (
                  <ul className={local.services}>
                    {list.map((service) => (
                      <ServiceItem key={service.id} service={service} />
                    ))}
                  </ul>
                ) : (
                  <EmptyState title={needle ? 'No services match your search.' : 'No services in this group.'} />
                )}
              </Panel>
            );
          })}
        </>
      )}
    </>
  );
}

function ServiceItem({ service }: { service: AdminService }) {
  const updateService = useUpdateService();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [savingAddOns, setSavingAddOns] = useState(false);
  const canEdit = useStaffCan('catalog.edit');
  const active = service.status === 'active';
  const titleId = useId();

  const toggle = async () => {
    setBusy(true);
    const status = active ? 'inactive' : 'active';
    try {
      await updateService.mutateAsync({ id: service.id, body: { status } });
      toast.success(
        status === 'inactive'
          ? `${service.name} is now inactive. Its page says: “${INACTIVE_SERVICE_TEXT}”`
          : `${service.name} is active again and can be ordered.`,
      );
    } catch (error) {
      toast.error(errorMessage(error, 'The service could not be updated.'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const saveOffered = async (offeredAddOns: AddOnKey[]) => {
    setSavingAddOns(true);
    try {
      await updateService.mutateAsync({ id: service.id, body: { offeredAddOns } });
      toast.success(`${service.name}: the add-ons offered at checkout are saved.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The add-ons could not be saved.'));
    } finally {
      setSavingAddOns(false);
    }
  };

  return (
    <li className={local.service} data-testid={`service-${service.slug}`}>
      <div className={local.serviceHeader}>
        <div className={local.serviceName}>
          <h3 id={titleId} className={local.serviceTitle}>
            {service.name}
          </h3>
          <a href={publicPath(service)} target="_blank" rel="noopener noreferrer" className={local.publicLink}>
            {publicPath(service)}
            <span className="visually-hidden"> (public page, opens in a new tab)</span>
          </a>
        </div>
        <div className={local.switchRow}>
          <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
          <button
            type="button"
            role="switch"
            aria-checked={active}
            aria-label={`${service.name} is available to order`}
            className={local.switch}
            onClick={() => setConfirming(true)}
            disabled={busy || !canEdit}
          >
            <span className={local.knob} aria-hidden="true" />
          </button>
        </div>
      </div>

      {service.packages.length ? (
        <div className={local.offered}>
          <AddOnChecklist
            legend={`Add-ons offered with ${service.name}`}
            hint="Customers may add these at checkout; any other add-on is refused. Saved as soon as you tick or untick one."
            value={service.offeredAddOns}
            onChange={saveOffered}
            disabled={savingAddOns || !canEdit}
          />
        </div>
      ) : null}

      {service.packages.length ? (
        <ul className={local.packages}>
          {service.packages.map((pkg) => (
            <li key={pkg.id} className={local.package}>
              <div className={local.packageRow}>
                <div className={local.packageInfo}>
                  <span className={local.packageTitle}>{pkg.title}</span>
                  <span className={local.packagePrice}>
                    {formatDollars(pkg.price)}
                    {pkg.pricePlus ? <span className={styles.muted}> {pkg.pricePlus}</span> : null}
                  </span>
                  {pkg.popular ? <Badge tone="warning">Popular</Badge> : null}
                  <span className={styles.muted}>
                    {pkg.benefitList.length} {pkg.benefitList.length === 1 ? 'benefit' : 'benefits'}
                  </span>
                </div>
                {canEdit ? (
                  <Button
                    variant={editing === pkg.id ? 'ghost' : 'outline'}
                    size="sm"
                    aria-expanded={editing === pkg.id}
                    onClick={() => setEditing(editing === pkg.id ? null : pkg.id)}
                    aria-label={`${editing === pkg.id ? 'Close editor for' : 'Edit'} ${pkg.title} (${service.name})`}
                  >
                    {editing === pkg.id ? 'Close' : 'Edit'}
                  </Button>
                ) : null}
              </div>
              {editing === pkg.id ? <PackageEditor pkg={pkg} onCancel={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={`${styles.muted} ${local.noPackages}`}>No packages: this is an overview page.</p>
      )}

      <ConfirmDialog
        open={confirming}
        title={active ? `Make ${service.name} inactive?` : `Make ${service.name} active?`}
        description={
          active
            ? `Customers can no longer order it. Its public page shows “${INACTIVE_SERVICE_TEXT}” straight away. Orders already placed are not affected.`
            : 'Its packages show on its public page again and customers can order it straight away.'
        }
        confirmLabel={active ? 'Make inactive' : 'Make active'}
        busyLabel="Saving..."
        tone={active ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={toggle}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
