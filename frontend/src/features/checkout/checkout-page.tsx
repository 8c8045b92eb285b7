import { INACTIVE_SERVICE_TEXT } from '@filebridge/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { Button, LinkButton } from '../../components/button';
import { Container } from '../../components/container';
import { AlertIcon, ChevronLeftIcon, LockIcon, RefreshIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useSelectionStore } from '../../stores/selection-store';
import { useSessionStore } from '../../stores/session-store';
import { packageId } from '../../lib/api/catalog';
import { useService } from '../../lib/use-service';
import { CheckoutFlow } from './components/checkout-flow';
import styles from './components/checkout.module.css';

export const SERVICE_NOT_FOUND = 'Service not found';
export const PACKAGE_NOT_FOUND = 'Package not found in this service';

/**
 * Checkout: `/my/account/:userId/checkout/service/:serviceSlug/:packageId/*`, behind
 * the customer guard. Shows a loader while the service loads; an unknown service or package is
 * reported with a toast and sends the customer to their account page. The chosen service and
 * package are kept in the persisted selection store, so a reload shows them at once.
 */
export function CheckoutPage() {
  usePageTitle('Checkout | Filebridge', 'Review your order and pay securely by card.');
  const { serviceSlug = '', packageId: pkgParam = '' } = useParams();
  const user = useSessionStore((s) => s.user);
  const userId = user ? String(user.id) : '';
  const navigate = useNavigate();
  const selection = useSelectionStore();
  const setSelection = useSelectionStore((s) => s.setSelection);
  const { status, service: fresh, error, refetch } = useService(serviceSlug);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Checkout opens at its top with its heading focused, wherever the previous page was scrolled and
  // whatever had the focus there (the buy button half-way down a service page).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  // While the service loads, the persisted selection (same service and package) stands in for it,
  // unless it lacks the add-on rules the price is computed from.
  const stored =
    selection.serviceData?.slug === serviceSlug &&
    Array.isArray(selection.serviceData.offeredAddOns) &&
    selection.packageData &&
    Array.isArray(selection.packageData.includedAddOns) &&
    packageId(selection.packageData) === pkgParam
      ? selection.serviceData
      : null;
  const service = fresh ?? (status === 'loading' ? stored : null);
  const pkg = service?.packages.find((p) => packageId(p) === pkgParam) ?? (service === stored && stored ? selection.packageData : null);

  const serviceMissing = status === 'error' && error === SERVICE_NOT_FOUND;
  const packageMissing = status === 'success' && fresh !== null && !fresh.packages.some((p) => packageId(p) === pkgParam);

  useEffect(() => {
    if (!serviceMissing && !packageMissing) return;
    const message = serviceMissing ? SERVICE_NOT_FOUND : PACKAGE_NOT_FOUND;
    toast.error(message, { id: `checkout-${message}` });
    navigate(`/my/account/${userId}`, { replace: true });
  }, [serviceMissing, packageMissing, navigate, userId]);

  // Keep the persisted selection in step with what is being bought (stored and cleared together).
  const freshPkg = fresh?.packages.find((p) => packageId(p) === pkgParam) ?? null;
  useEffect(() => {
    if (fresh && freshPkg) setSelection(fresh, freshPkg);
  }, [fresh, freshPkg, setSelection]);

  let body;
  if (serviceMissing || packageMissing) {
    body = <LoadingState label="Returning to your account…" />;
  } else if (service && service.status === 'inactive') {
    body = (
      <div className={styles.statePanel}>
        <AlertIcon size={28} />
        <p className={styles.stateTitle}>{INACTIVE_SERVICE_TEXT}</p>
        <LinkButton to={`/my/account/${userId}`} variant="outline">
          Go to my account
        </LinkButton>
      </div>
    );
  } else if (service && pkg) {
    body = <CheckoutFlow key={`${serviceSlug}/${pkgParam}`} service={service} pkg={pkg} userId={userId} onRefreshService={refetch} />;
  } else if (status === 'error') {
    body = (
      <div className={styles.statePanel} role="alert">
        <AlertIcon size={28} />
        <p className={styles.stateTitle}>We couldn’t load this order</p>
        <p>{error}</p>
        <Button variant="outline" iconStart={<RefreshIcon size={18} />} onClick={refetch}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = <LoadingState label="Loading your order…" />;
  }

  return (
    <div className={styles.page}>
      <Container>
        <p className={styles.backLink}>
          <Link
            to={
              service ? `/${service.category === 'trucking' ? 'trucking-authority' : 'business'}/${service.slug}` : `/my/account/${userId}`
            }
          >
            <ChevronLeftIcon size={16} />
            {service ? `Back to ${service.name}` : 'Back to my account'}
          </Link>
        </p>
        <div className={styles.pageHead}>
          <h1 ref={headingRef} tabIndex={-1} className={styles.pageTitle}>
            Checkout
          </h1>
          <p className={styles.secure}>
            <LockIcon size={16} /> Secure checkout
          </p>
        </div>
        {service && pkg ? (
          <p className={styles.pageLead}>
            {service.name}: <strong>{pkg.title}</strong> package. Government fees are shown separately and passed through at cost.
          </p>
        ) : null}
        {body}
      </Container>
    </div>
  );
}

function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.statePanel} role="status" aria-live="polite" data-testid="checkout-loading">
      <Spinner size="lg" />
      <p>{label}</p>
    </div>
  );
}
