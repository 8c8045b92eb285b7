import { formatUsd, type PackageDto, type QuoteInputKey, type ServiceDto } from '@filebridge/contracts';
import { useId } from 'react';
import { InfoBadge } from './info-badge';
import { formatPercent, type CheckoutQuote } from '../lib/pricing';
import styles from './checkout.module.css';

export interface PriceSummaryProps {
  service: ServiceDto;
  pkg: PackageDto;
  checkoutQuote: CheckoutQuote;
  /** Business state chosen so far ('' when none). */
  state: string;
  taxesLoading: boolean;
  taxesError: string | null;
}

const MISSING_FEE_TEXT: Record<QuoteInputKey, string> = {
  state: 'State filing fee: choose the state of formation to see it.',
  fleetSize: 'UCR registration fee: enter your fleet size to see it.',
  ucrYear: 'UCR registration fee: choose the registration year to see it.',
  entityType: 'State report fee: choose the business type to see it.',
  trademarkClasses: 'USPTO fee: enter the number of classes to see it.',
  copyrightApplication: 'Copyright Office fee: choose the application type to see it.',
  usdotNumber: 'Enter your USDOT number.',
  mcNumber: 'Enter your MC number.',
};

/**
 * The live price: our package fee and add-ons, each government fee on its own
 * line with whom it is paid to (at cost, untaxed, "estimate" when the figure is unconfirmed), the
 * subtotal (total − tax), state tax on our fees, and the total with two decimals — all from the
 * contracts' `priceOrder`, the same function the server charges with.
 */
export function PriceSummary({ service, pkg, checkoutQuote, state, taxesLoading, taxesError }: PriceSummaryProps) {
  const headingId = useId();
  const { quote, governmentFees, governmentFeeNotes, missingInputs } = checkoutQuote;
  const ours = quote.lines.filter((l) => l.kind !== 'government-fee');
  const packageLine = ours.find((l) => l.kind === 'package');
  const addOnLines = ours.filter((l) => l.kind === 'add-on');
  const hasGovernment = governmentFees.length > 0 || missingInputs.length > 0 || governmentFeeNotes.length > 0;

  return (
    <section aria-labelledby={headingId} className={styles.summary} data-testid="price-summary">
      <h2 id={headingId} className={styles.summaryTitle}>
        Order summary
      </h2>
      <p className={styles.summaryService}>
        {service.name} · <strong>{pkg.title}</strong> package
      </p>

      <h3 className={styles.summaryGroup}>Filebridge fees</h3>
      <dl className={styles.lines}>
        {packageLine ? (
          <div className={styles.line}>
            <dt>{pkg.title} package</dt>
            <dd data-testid="line-package">{formatUsd(packageLine.amountCents)}</dd>
          </div>
        ) : null}
        {addOnLines.map((l) => (
          <div key={l.code} className={styles.line}>
            <dt>{l.description}</dt>
            <dd>{formatUsd(l.amountCents)}</dd>
          </div>
        ))}
      </dl>

      {hasGovernment ? (
        <>
          <h3 className={styles.summaryGroup}>
            Government fees <span className={styles.groupNote}>paid at cost, no markup</span>
          </h3>
          <dl className={styles.lines}>
            {governmentFees.map((fee) => (
              <div key={fee.code} className={styles.line} data-testid="government-fee">
                <dt>
                  {fee.description}
                  {fee.estimate ? <InfoBadge label="Estimate" help="This figure is not yet confirmed with the government office." /> : null}
                  <span className={styles.payee}>Paid to: {fee.payee}</span>
                  <span className={styles.source}>
                    Source: {fee.source} (checked {fee.checkedOn})
                  </span>
                </dt>
                <dd>{formatUsd(fee.amountCents)}</dd>
              </div>
            ))}
          </dl>
          {missingInputs.map((k) => (
            <p key={k} className={styles.pending}>
              {MISSING_FEE_TEXT[k]}
            </p>
          ))}
          {governmentFeeNotes.map((note) => (
            <p key={note} className={styles.pending} data-testid="government-fee-note">
              {note}
            </p>
          ))}
        </>
      ) : (
        <p className={styles.noGov}>No government fee is collected with this order.</p>
      )}

      <dl className={styles.totals}>
        <div className={styles.line}>
          <dt>Subtotal</dt>
          <dd data-testid="subtotal">{formatUsd(quote.subtotalCents)}</dd>
        </div>
        <div className={styles.line}>
          <dt>
            {state ? `State tax (${state}, ${formatPercent(quote.taxRate)})` : 'State tax'}
            <span className={styles.payee}>
              {state
                ? 'On our fees only; government fees are not taxed.'
                : taxesLoading
                  ? 'Loading tax rates…'
                  : 'Calculated when you choose a state.'}
            </span>
          </dt>
          <dd data-testid="tax">{formatUsd(quote.taxCents)}</dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>Total{missingInputs.length > 0 ? ' so far' : ''}</dt>
          <dd data-testid="total">{formatUsd(quote.totalCents)}</dd>
        </div>
      </dl>
      {taxesError && !taxesLoading ? (
        <p className={styles.pending} role="status">
          We couldn’t refresh state tax rates. We confirm the final total with you before your card is charged.
        </p>
      ) : null}
      <p className={styles.guarantee}>You pay the total shown here. If anything changes, we ask you before charging your card.</p>
    </section>
  );
}
