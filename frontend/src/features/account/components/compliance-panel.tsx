import { mcs150DueDate, normalizeUsdot, usdotError, type BusinessComplianceDto, type ComplianceFilingDto } from '@filebridge/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { AlertIcon, CalendarIcon, RefreshIcon, TruckIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { useMyCompliance } from '../api/queries';
import { formatDate } from '../lib/receipt';
import { CalendarFeedCard } from './calendar-feed-card';
import { FilingDoneForm } from './filing-done-form';
import { ReminderSettingsCard } from './reminder-settings-card';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

const TRUCKING_KINDS = new Set(['mcs150', 'ucr', 'ifta']);

/**
 * Upcoming compliance dates per business, dated on the server from the customer's paid orders (the
 * state's reports and taxes from the formation date, MCS-150 by USDOT number, UCR, IFTA), each filing
 * once however many orders imply it, and an MCS-150 due-date finder.
 */
export function CompliancePanel() {
  const { status, orders: businesses, error, retry } = useMyCompliance();

  return (
    <div className={styles.detail}>
      <section className={page.card} aria-labelledby="compliance-title">
        <h2 id="compliance-title" className={page.sectionTitle}>
          Upcoming compliance dates
        </h2>
        <p className={page.muted}>
          Deadlines that follow from your orders, per business. We mail you reminders before each one on the days you choose below. This is
          general information from public sources, not legal advice; the state or agency has the final word on your exact date.
        </p>
        {status === 'loading' ? (
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
        ) : businesses.length === 0 ? (
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
          businesses.map((business) => <BusinessDates key={business.subject} business={business} />)
        )}
      </section>
      <ReminderSettingsCard />
      <CalendarFeedCard />
      <Mcs150Finder />
    </div>
  );
}

function BusinessDates({ business }: { business: BusinessComplianceDto }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.complianceBusiness}>
      <h3 id={headingId} className={styles.complianceBusinessName}>
        {business.name}
      </h3>
      <p className={styles.subtle}>From {business.orders.map((o) => `order ${o.orderNumber} (${o.serviceName})`).join(', ')}</p>
      <ul className={styles.compliance}>
        {business.filings.map((filing) => (
          <ComplianceRow key={filing.key} filing={filing} businessId={business.businessId} />
        ))}
      </ul>
    </section>
  );
}

function ComplianceRow({ filing, businessId }: { filing: ComplianceFilingDto; businessId: string | null }) {
  return (
    <li className={styles.complianceItem} data-testid="compliance-filing">
      <span className={styles.complianceIcon} aria-hidden="true">
        {TRUCKING_KINDS.has(filing.kind) ? <TruckIcon size={20} /> : <CalendarIcon size={20} />}
      </span>
      <div>
        <p className={styles.complianceTitle}>
          {filing.title} <span className={styles.generalTag}>General info</span>
        </p>
        <p className={styles.complianceWhen}>
          {filing.dueDate ? `Due ${formatDate(`${filing.dueDate}T12:00:00`)}` : 'Date to confirm with the state'}
          {filing.estimate ? <span className={styles.generalTag}>Estimate</span> : null}
        </p>
        <p>{filing.detail}</p>
        <p className={styles.subtle}>
          {filing.source ? `Source: ${filing.source}` : ''}
          {filing.reminders.length > 0
            ? `${filing.source ? ' · ' : ''}Reminders ${filing.reminders.map((d) => formatDate(`${d}T12:00:00`)).join(', ')}`
            : ''}
        </p>
        {filing.done ? (
          <p className={styles.complianceWhen} data-testid="compliance-done">
            {filing.done.by === 'order' ? 'Ordered through us' : 'Done'} on {formatDate(`${filing.done.on}T12:00:00`)}: no more reminders
            for this date.
          </p>
        ) : (
          <>
            {filing.renewPath || filing.orderPath ? (
              <LinkButton to={filing.renewPath ?? filing.orderPath!} variant="link" size="sm">
                {filing.renewPath ? 'Review and renew' : 'Let us file it for you'}
              </LinkButton>
            ) : null}
            {businessId && filing.dueDate ? (
              <FilingDoneForm businessId={businessId} filingKey={filing.key} dueDate={filing.dueDate} />
            ) : null}
          </>
        )}
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
    <section className={page.card} aria-labelledby="mcs150-title">
      <h2 id="mcs150-title" className={page.sectionTitle}>
        MCS-150 due date finder
      </h2>
      <p className={page.muted}>
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
