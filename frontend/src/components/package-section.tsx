import { INACTIVE_SERVICE_TEXT } from '@filebridge/contracts';
import type { PackageDto, ServiceDto } from '@filebridge/contracts';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../lib/toast';
import { Button, ExternalLinkButton } from './button';
import { Container } from './container';
import { AlertIcon, CheckIcon, RefreshIcon, StarIcon, WhatsAppIcon } from './icons';
import { Modal } from './modal';
import { Spinner } from './spinner';
import { DASHBOARD_LINK_ENABLED, MESSAGING_CONTACT_URL } from '../config/env';
import { cx } from '../lib/cx';
import { formatPrice } from '../lib/format';
import { useSelectionStore } from '../stores/selection-store';
import { useSessionStore } from '../stores/session-store';
import { packageId } from '../lib/api/catalog';
import { useService } from '../lib/use-service';
import layout from './layout.module.css';
import styles from './package-section.module.css';

interface PackageSectionOptions {
  /** Section heading; default "Compare Our Packages". */
  heading?: string;
  /** Lead paragraph under the heading. */
  lead?: string;
  /** Anchor id of the section (default "packages", so pages can link to #packages). */
  id?: string;
  /** Background tone. */
  tone?: 'default' | 'alt';
  className?: string;
}

/** The service whose packages are compared: by catalog slug, or by id (the home page's fixed service). */
export type PackageSectionProps = PackageSectionOptions &
  ({ slug: string; serviceId?: undefined } | { serviceId: string; slug?: undefined });

/** Checkout path inside a customer's account. */
export function checkoutPath(userId: string, slug: string, pkgId: string): string {
  return `/my/account/${userId}/checkout/service/${slug}/${pkgId}`;
}

/** Where signup sends a visitor back to after creating the account. */
export function signupRedirectPath(slug: string, pkgId: string): string {
  return `/my/signup?redirect=${encodeURIComponent(`/checkout/service/${slug}/${pkgId}`)}`;
}

/**
 * The package comparison used by the home page and every service page: loading, error (with
 * "Refresh Page"), inactive and loaded states; cards laid out for 1, 2 or 3 packages; the buy flow
 * (checkout when signed in, "Sign Up Required" dialog for visitors).
 */
export function PackageSection({
  slug,
  serviceId,
  heading = 'Compare Our Packages',
  lead,
  id = 'packages',
  tone = 'alt',
  className,
}: PackageSectionProps) {
  const headingId = useId();
  const { status, service, error, refetch } = useService(serviceId === undefined ? slug : { id: serviceId });
  const loadId = serviceId ?? slug;

  useEffect(() => {
    if (status === 'error' && error) toast.error(error, { id: `service-load-${loadId}` });
  }, [status, error, loadId]);

  return (
    <section id={id} aria-labelledby={headingId} className={cx(styles.section, layout[tone], className)}>
      <Container>
        <div className={cx(layout.sectionHeader, layout.centered)}>
          <h2 id={headingId} className={layout.sectionTitle}>
            {heading}
          </h2>
          <p className={layout.sectionLead}>
            {lead ??
              'Pick the package that fits. Prices are for our service; any state or federal filing fee is listed separately at checkout and passed through at cost.'}
          </p>
        </div>
        <PackageSectionBody status={status} service={service} error={error} onRetry={refetch} />
      </Container>
    </section>
  );
}

interface BodyProps {
  status: 'loading' | 'error' | 'success';
  service: ServiceDto | null;
  error: string | null;
  onRetry: () => void;
}

function PackageSectionBody({ status, service, error, onRetry }: BodyProps) {
  if (status === 'loading') {
    return (
      <div className={styles.state} role="status" aria-live="polite">
        <Spinner />
        <p>Loading packages...</p>
      </div>
    );
  }

  if (status === 'error' || !service) {
    // The status is unknown after a failed load, so the button shows unless we know it is inactive.
    const canRefresh = service?.status !== 'inactive';
    return (
      <div className={cx(styles.state, styles.error)} role="alert">
        <AlertIcon size={28} className={styles.stateIcon} />
        <h3 className={styles.stateTitle}>Error loading packages</h3>
        <p className={styles.stateDetail}>{error ?? 'Failed to fetch service data'}</p>
        {canRefresh ? (
          <Button variant="outline" iconStart={<RefreshIcon size={18} />} onClick={onRetry}>
            Refresh Page
          </Button>
        ) : null}
      </div>
    );
  }

  if (service.status === 'inactive') {
    return (
      <div className={styles.state}>
        <AlertIcon size={28} className={styles.stateIcon} />
        <p className={styles.stateTitle}>{INACTIVE_SERVICE_TEXT}</p>
        <p className={styles.stateDetail}>
          Questions? Call us at <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>.
        </p>
      </div>
    );
  }

  if (service.packages.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>Packages for {service.name} aren’t listed online yet.</p>
        <p className={styles.stateDetail}>
          Call us at <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a> and we’ll quote it for you.
        </p>
      </div>
    );
  }

  return <PackageGrid service={service} />;
}

function PackageGrid({ service }: { service: ServiceDto }) {
  const slug = service.slug;
  const user = useSessionStore((s) => s.user);
  const setSelection = useSelectionStore((s) => s.setSelection);
  const navigate = useNavigate();
  const [pending, setPending] = useState<PackageDto | null>(null);
  const signUpRef = useRef<HTMLButtonElement>(null);
  const count = service.packages.length;
  const layout = count === 1 ? styles.one : count === 2 ? styles.two : styles.three;

  const buy = (pkg: PackageDto) => {
    if (user) navigate(checkoutPath(user.id, slug, packageId(pkg)));
    else setPending(pkg);
  };

  const continueTo = (target: 'signup' | 'login') => {
    if (!pending) return;
    setSelection(service, pending);
    const pkgId = packageId(pending);
    setPending(null);
    navigate(
      target === 'signup'
        ? signupRedirectPath(slug, pkgId)
        : `/my/login?redirect=${encodeURIComponent(`/checkout/service/${slug}/${pkgId}`)}`,
    );
  };

  return (
    <>
      <ul className={cx(styles.grid, layout)} data-count={count}>
        {service.packages.map((pkg) => (
          <li key={packageId(pkg)} className={cx(styles.card, pkg.popular && styles.popular)}>
            <PackageCard pkg={pkg} serviceName={service.name} onBuy={() => buy(pkg)} />
          </li>
        ))}
      </ul>
      <Modal
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Sign Up Required"
        description={
          pending
            ? `Create a free account to order ${service.name} (${pending.title}). It takes about a minute, and we’ll bring you straight back to checkout with this package selected.`
            : undefined
        }
        initialFocus={signUpRef}
        actions={
          <>
            <Button variant="outline" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button ref={signUpRef} onClick={() => continueTo('signup')}>
              Sign Up Now
            </Button>
          </>
        }
      >
        <p className={styles.modalAlt}>
          Already have an account?{' '}
          <Link
            to="/my/login"
            onClick={(event) => {
              event.preventDefault();
              continueTo('login');
            }}
          >
            Log in
          </Link>
        </p>
      </Modal>
    </>
  );
}

function PackageCard({ pkg, serviceName, onBuy }: { pkg: PackageDto; serviceName: string; onBuy: () => void }) {
  const titleId = useId();
  const label = `${pkg.buttonText || 'Get Started'}: ${serviceName}, ${pkg.title} package`;
  return (
    <article aria-labelledby={titleId} className={styles.cardInner}>
      {pkg.popular ? (
        <p className={styles.badge}>
          <StarIcon size={14} />
          {pkg.whyPopular || 'Most popular'}
        </p>
      ) : null}
      <h3 id={titleId} className={styles.title}>
        {pkg.title}
      </h3>
      {pkg.description ? <p className={styles.description}>{pkg.description}</p> : null}
      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(pkg.price)}</span>
        {pkg.pricePlus ? <span className={styles.plus}>{pkg.pricePlus}</span> : null}
      </p>
      {DASHBOARD_LINK_ENABLED ? (
        <Button block size="lg" variant={pkg.popular ? 'primary' : 'secondary'} onClick={onBuy} aria-label={label}>
          {pkg.buttonText || 'Get Started'}
        </Button>
      ) : (
        <ExternalLinkButton
          href={MESSAGING_CONTACT_URL}
          block
          size="lg"
          variant={pkg.popular ? 'primary' : 'secondary'}
          iconStart={<WhatsAppIcon size={18} />}
          aria-label={`${label} (opens a chat with us in a new tab)`}
        >
          {pkg.buttonText || 'Get Started'}
        </ExternalLinkButton>
      )}
      {pkg.packageInclude ? <p className={styles.includes}>Everything in {pkg.packageInclude}, plus:</p> : null}
      {pkg.benefitList.length > 0 ? (
        <ul className={styles.benefits}>
          {pkg.benefitList.map((benefit) => (
            <li key={benefit}>
              <CheckIcon size={18} className={styles.check} />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
