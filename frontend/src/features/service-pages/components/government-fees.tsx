import type { GovernmentFeeNote } from '../content/types';
import type { StateFeeTableKind } from '../content/state-fee-tables';
import { Section } from '../../../components/section';
import { EstimateBadge } from './estimate-badge';
import { StateFeeTable } from './state-fee-table';
import styles from './government-fees.module.css';

export interface GovernmentFeesProps {
  fees: readonly GovernmentFeeNote[];
  stateTable?: StateFeeTableKind;
  hasPackages: boolean;
}

/** Government fees, always apart from our fee, with estimates flagged. */
export function GovernmentFees({ fees, stateTable, hasPackages }: GovernmentFeesProps) {
  const anyEstimate = fees.some((fee) => fee.estimate);
  return (
    <Section
      id="government-fees"
      eyebrow="Government fees"
      title="Government fees, shown apart from our fee"
      lead={
        hasPackages
          ? 'Our price is the package price above. Fees charged by a government agency are passed through at cost, with no markup, and appear as their own lines — never hidden inside our price.'
          : 'Fees charged by a government agency are passed through at cost, with no markup, and appear as their own lines.'
      }
    >
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Government fees for this service</caption>
          <thead>
            <tr>
              <th scope="col">Fee</th>
              <th scope="col">Amount</th>
              <th scope="col">What to know</th>
            </tr>
          </thead>
          <tbody>
            {fees.map((fee) => (
              <tr key={fee.label}>
                <th scope="row" data-label="Fee">
                  {fee.label}
                </th>
                <td data-label="Amount" className={styles.amount}>
                  {fee.amount}
                  {fee.estimate ? <EstimateBadge /> : null}
                </td>
                <td data-label="What to know" className={styles.note}>
                  {fee.note ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {anyEstimate ? (
        <p className={styles.footnote}>
          <EstimateBadge /> marks a figure we could not confirm from an official source, or one that may have changed. Treat it as an
          estimate and confirm with the agency; we always pay the agency’s current fee at cost.
        </p>
      ) : null}
      {stateTable ? <StateFeeTable kind={stateTable} /> : null}
    </Section>
  );
}
