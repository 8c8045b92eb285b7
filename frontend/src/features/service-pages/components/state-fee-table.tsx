import { LLC_FEES_ATTRIBUTION, LLC_FEES_SOURCE_URL, STATE_LLC_FEES, type StateLlcFee } from '@filebridge/contracts';
import { useId, useMemo, useState } from 'react';
import { formatPrice } from '../../../lib/format';
import type { StateFeeTableKind } from '../content/state-fee-tables';
import { EstimateBadge } from './estimate-badge';
import styles from './government-fees.module.css';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The date most figures were last checked by the dataset, as "July 2026". */
export function datasetAsOf(fees: readonly StateLlcFee[] = STATE_LLC_FEES): string | null {
  const counts = new Map<string, number>();
  for (const fee of fees) if (fee.verifiedOn) counts.set(fee.verifiedOn, (counts.get(fee.verifiedOn) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!top) return null;
  const [year, month] = top.split('-').map(Number);
  return year && month ? `${MONTHS[month - 1]} ${year}` : null;
}

function frequencyLabel(frequency: string | null): string {
  if (frequency === 'annual') return 'Annual';
  if (frequency === 'biennial') return 'Every two years';
  return 'No state report';
}

function annualFeeText(fee: StateLlcFee): string {
  if (fee.annualReportFrequency === 'none' || fee.annualReportFeeUsd === null) return 'No state report';
  return formatPrice(fee.annualReportFeeUsd);
}

export function StateFeeTable({ kind }: { kind: StateFeeTableKind }) {
  const selectId = useId();
  const [code, setCode] = useState('');
  const selected = useMemo(() => STATE_LLC_FEES.find((fee) => fee.code === code), [code]);
  const asOf = datasetAsOf();
  const formation = kind === 'formation';

  return (
    <div className={styles.stateBlock}>
      <h3 className={styles.stateHeading}>{formation ? 'State LLC filing fees' : 'State LLC annual report fees'}</h3>
      <p className={styles.stateIntro}>
        {formation
          ? 'The fee each state charges to file an LLC’s formation document on the ordinary (non-expedited) path. It excludes name reservations, newspaper publication and expedited state processing.'
          : 'What each state charges an LLC for its periodic report, and how often it is due. Corporation fees can differ. Where a state has no report, a tax filing may take its place (for example Alabama and Texas).'}
      </p>

      <div className={styles.picker}>
        <label htmlFor={selectId}>Look up your state</label>
        <select id={selectId} value={code} onChange={(event) => setCode(event.target.value)}>
          <option value="">Choose a state…</option>
          {STATE_LLC_FEES.map((fee) => (
            <option key={fee.code} value={fee.code}>
              {fee.stateName}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite">
        {selected ? (
          <p className={styles.pickResult}>
            {formation ? (
              <>
                <strong>{selected.stateName}</strong>: {formatPrice(selected.filingFeeUsd)} state filing fee
              </>
            ) : (
              <>
                <strong>{selected.stateName}</strong>: {annualFeeText(selected)}
                {selected.annualReportFrequency && selected.annualReportFrequency !== 'none'
                  ? ` — ${frequencyLabel(selected.annualReportFrequency).toLowerCase()}${selected.annualReportDue ? `, due ${selected.annualReportDue}` : ''}`
                  : ''}
              </>
            )}
            {selected.uncertain ? <EstimateBadge /> : null}
            <span className={styles.pickNote}> Paid to the state at cost, apart from our fee.</span>
          </p>
        ) : null}
      </div>

      <details className={styles.allStates}>
        <summary>Show all 50 states and DC</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {formation ? 'LLC filing fee by state' : 'LLC annual report fee, frequency and due date by state'}
            </caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                {formation ? (
                  <th scope="col">Filing fee</th>
                ) : (
                  <>
                    <th scope="col">Report fee</th>
                    <th scope="col">How often</th>
                    <th scope="col">Due</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {STATE_LLC_FEES.map((fee) => (
                <tr key={fee.code}>
                  <th scope="row" data-label="State">
                    {fee.stateName}
                  </th>
                  {formation ? (
                    <td data-label="Filing fee" className={styles.amount}>
                      {formatPrice(fee.filingFeeUsd)}
                      {fee.uncertain ? <EstimateBadge /> : null}
                    </td>
                  ) : (
                    <>
                      <td data-label="Report fee" className={styles.amount}>
                        {annualFeeText(fee)}
                        {fee.uncertain ? <EstimateBadge /> : null}
                      </td>
                      <td data-label="How often">{frequencyLabel(fee.annualReportFrequency)}</td>
                      <td data-label="Due">{fee.annualReportDue ?? '—'}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>

      <p className={styles.asOf}>
        {asOf ? `Figures as of ${asOf}. ` : ''}Fees change; where a figure is marked as an estimate, confirm it with the state.
      </p>
      <p className={styles.credit}>
        {LLC_FEES_ATTRIBUTION}{' '}
        <a href={LLC_FEES_SOURCE_URL} target="_blank" rel="noopener noreferrer">
          View the dataset
        </a>
        {' · '}
        <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer license">
          CC BY 4.0 license
        </a>
      </p>
    </div>
  );
}
