import { mcs150DueDate, normalizeUsdot, usdotError } from '@filebridge/contracts';
import { useQueries } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { AlertIcon, CalendarIcon, RefreshIcon, TruckIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { myOrderQuery } from '../api/account';
import { useMyOrders } from '../api/queries';
import { complianceItems, type ComplianceItem, type ComplianceOrder } from '../lib/compliance';
import { formatDate } from '../lib/receipt';
import styles from './account.module.css';

const NEEDS_STATE = new Set(['llc-formation', 'corporation', 'nonprofit', 'annual-report', 'registered-agent', 'articles-amendment']);
const LIVE = new Set(['paid', 'in_progress', 'completed']);
const MAX_DETAILS = 12;

/**
 * Upcoming compliance dates for the customer's orders (annual report rules of their business
 * state, UCR renewal) and an MCS-150 due-date finder. General information, clearly marked.
 */
export function CompliancePanel() {
  const { status, orders, error, retry } = useMyOrders();
  const live = useMemo(() => orders.filter((o) => LIVE.has(o.status)), [orders]);
  // The list has no business state: read it from the details of the orders that need it (shared
  // with the order screens' cache). A detail that fails to load leaves its state unknown.
  const wanted = live.filter((o) => NEEDS_STATE.has(o.serviceSlug)).slice(0, MAX_DETAILS);
  const details = useQueries({
    queries: status === 'success' ? wanted.map((o) => myOrderQuery(o.id)) : [],
    combine: (results) => ({ settled: results.every((r) => !r.isPending), states: results.map((r) => r.data?.businessInfo?.state) }),
  });
  const detailed: ComplianceOrder[] | null =
    status === 'success' && details.settled
      ? live.map((o) => ({
          orderNumber: o.orderNumber,
          serviceSlug: o.serviceSlug,
          serviceName: o.serviceName,
          status: o.status,
          businessName: o.businessName,
          state: details.states[wanted.indexOf(o)],
        }))
      : null;

  const items = detailed ? complianceItems(detailed) : [];

  return (
    <div className={styles.detail}>
      <section className={styles.card} aria-labelledby="compliance-title">
        <h2 id="compliance-title" className={styles.sectionTitle}>
          Upcoming compliance dates
        </h2>
        <p className={styles.muted}>
          Deadlines that follow from your orders. This is general information from public sources, not legal advice; the state or agency has
          the final word on your exact date.
        </p>
        {status === 'loading' || (status === 'success' && detailed === null) ? (
          <div className={styles.inlineState} role="status">
            <Spinner /> Checking your orders…
          </div>
        ) : status === 'error' ? (
          <div className={styles.inlineState} role="alert">
            <AlertIcon size={20} /> {error}
            <Button variant="outline" size="sm" iconStart={<RefreshIcon size={16} />} onClick={retry}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className={styles.inlineState}>
            <CalendarIcon size={20} />
            <span>
              Nothing to show yet. Dates appear here once you have a paid order for a business formation or a trucking registration.{' '}
              <LinkButton to="/business/annual-report" variant="link" size="sm">
                About annual reports
              </LinkButton>
            </span>
          </div>
        ) : (
          <ul className={styles.compliance}>
            {items.map((item) => (
              <ComplianceRow key={item.key} item={item} />
            ))}
          </ul>
        )}
      </section>
      <Mcs150Finder />
    </div>
  );
}

function ComplianceRow({ item }: { item: ComplianceItem }) {
  return (
    <li className={styles.complianceItem}>
      <span className={styles.complianceIcon} aria-hidden="true">
        {item.kind === 'ucr' ? <TruckIcon size={20} /> : <CalendarIcon size={20} />}
      </span>
      <div>
        <p className={styles.complianceTitle}>
          {item.title} <span className={styles.generalTag}>General info</span>
        </p>
        <p className={styles.complianceWhen}>{item.when}</p>
        <p>{item.detail}</p>
        <p className={styles.subtle}>
          From order{item.orders.length > 1 ? 's' : ''} {item.orders.join(', ')}
          {item.source ? ` · ${item.source}` : ''}
        </p>
      </div>
    </li>
  );
}

/** MCS-150 biennial update finder (49 CFR 390.19): USDOT number → due month and year. */
export function Mcs150Finder() {
  const [usdot, setUsdot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ReturnType<typeof mcs150DueDate>>(null);
  const resultId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = usdotError(usdot);
    setError(message);
    setResult(message ? null : mcs150DueDate(normalizeUsdot(usdot)));
  };

  return (
    <section className={styles.card} aria-labelledby="mcs150-title">
      <h2 id="mcs150-title" className={styles.sectionTitle}>
        MCS-150 due date finder
      </h2>
      <p className={styles.muted}>
        Every carrier with a USDOT number updates its MCS-150 every two years, even when nothing changed. The last digit of the number sets
        the month (0 is October) and the next-to-last digit sets odd or even years.
      </p>
      <form className={styles.finder} onSubmit={onSubmit} noValidate>
        <TextField
          id="mcs150-usdot"
          label="USDOT number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={usdot}
          onChange={(e) => {
            setUsdot(e.target.value.replace(/\D/g, ''));
            setError(null);
          }}
          error={error}
          aria-controls={resultId}
        />
        <Button type="submit">Find my due date</Button>
      </form>
      <div id={resultId} aria-live="polite">
        {result ? (
          <p className={styles.finderResult} data-testid="mcs150-result">
            Your next MCS-150 update is due by <strong>{formatDate(`${result.dueDate}T12:00:00`)}</strong> ({result.monthName},{' '}
            {result.yearParity}-numbered years).
            <LinkButton to="/trucking-authority/biennial-mcs150-update" variant="link" size="sm">
              Let us file it for you
            </LinkButton>
          </p>
        ) : null}
      </div>
    </section>
  );
}
