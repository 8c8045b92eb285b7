import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { AlertIcon, CalendarIcon, RefreshIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { errorMessage, queryKeys } from '../../../lib/api';
import { myBusinessesQuery, updateMyBusiness, type MyBusiness } from '../api/businesses';
import { formatDate } from '../lib/receipt';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

/**
 * The customer's companies and carriers as records: what we know of each (EIN masked), the orders
 * that belong to it, and the two facts they may correct, the formation date their due dates count
 * from and the state file number.
 */
export function BusinessesPanel() {
  const businesses = useQuery(myBusinessesQuery());
  return (
    <div className={styles.detail}>
      <section className={page.card} aria-labelledby="businesses-title">
        <h2 id="businesses-title" className={page.sectionTitle}>
          Your businesses
        </h2>
        <p className={page.muted}>
          Each company or carrier you ordered for, made from your first order and reused by the next. Your compliance dates count from the
          formation date here.
        </p>
        {businesses.isPending ? (
          <div className={styles.inlineState} role="status">
            <Spinner /> Loading your businesses…
          </div>
        ) : businesses.isError ? (
          <div className={styles.inlineState} role="alert">
            <AlertIcon size={20} /> We could not load your businesses.
            <Button variant="outline" size="sm" iconStart={<RefreshIcon size={16} />} onClick={() => void businesses.refetch()}>
              Try again
            </Button>
          </div>
        ) : businesses.data.length === 0 ? (
          <div className={styles.inlineState}>
            <CalendarIcon size={20} /> Your businesses appear here once an order for one is paid.
          </div>
        ) : (
          businesses.data.map((b) => <BusinessRecord key={b.id} business={b} />)
        )}
      </section>
    </div>
  );
}

function BusinessRecord({ business }: { business: MyBusiness }) {
  const headingId = useId();
  const client = useQueryClient();
  const [formationDate, setFormationDate] = useState(business.formationDate ?? '');
  const [fileNumber, setFileNumber] = useState(business.stateFileNumber ?? '');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setSaved(false);
    try {
      await updateMyBusiness(business.id, { formationDate: formationDate || null, stateFileNumber: fileNumber.trim() || null });
      setSaved(true);
      await client.invalidateQueries({ queryKey: queryKeys.my.businesses() });
      await client.invalidateQueries({ queryKey: queryKeys.my.compliance() });
    } catch (err) {
      setError(errorMessage(err, 'We could not save these details. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const facts = [
    business.kind === 'carrier' ? 'Carrier' : (business.entityType ?? 'Company'),
    business.state,
    business.usdotNumber ? `USDOT ${business.usdotNumber}` : null,
    business.mcNumber ? `MC ${business.mcNumber}` : null,
    business.ein ? `EIN ${business.ein}` : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby={headingId} className={styles.complianceBusiness} data-testid="business-record">
      <h3 id={headingId} className={styles.complianceBusinessName}>
        {business.name}
      </h3>
      <p className={styles.subtle}>{facts.join(' · ')}</p>
      <p className={styles.subtle}>
        {business.formationDate
          ? `Formed ${formatDate(`${business.formationDate}T12:00:00`)}${business.formationDateSource === 'approval' ? ' (the state’s approval of the formation we filed)' : ''}`
          : 'Formation date not known: due dates count from your order date until you give it.'}
      </p>
      <p className={styles.subtle}>Orders: {business.orders.map((o) => `${o.orderNumber} (${o.serviceName})`).join(', ')}</p>
      <form className={styles.finder} onSubmit={onSubmit} noValidate>
        <TextField
          id={`formation-${business.id}`}
          label="Formation date"
          type="date"
          value={formationDate}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => {
            setFormationDate(e.target.value);
            setSaved(false);
          }}
        />
        <TextField
          id={`file-number-${business.id}`}
          label="State file number"
          value={fileNumber}
          maxLength={40}
          onChange={(e) => {
            setFileNumber(e.target.value);
            setSaved(false);
          }}
          error={error || null}
          hint={saved ? 'Saved.' : undefined}
        />
        <Button type="submit" disabled={busy}>
          Save
        </Button>
      </form>
    </section>
  );
}
