import { newestUcrYear, ucrFee, type UcrBracket } from '@filebridge/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { DollarIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { formatPrice } from '../../../lib/format';
import styles from './finder.module.css';
import { SmartLink } from './smart-link';

const UCR_PATH = '/trucking-authority/ucr-2025';

type Kind = 'carrier' | 'no-vehicles';

// The fleet size rule is a schema of the order's, whose library is most of what a service page
// would otherwise load: fetched when the field is first focused or a fee asked for (null if it
// cannot be).
const loadFleetSizeCheck = () => import('../lib/check-fleet-size').catch(() => null);

export interface UcrFeeFinderProps {
  orderHref?: string;
  headingLevel?: 2 | 3;
}

/** "0-2" → "0–2", "1001+" → "1,001 or more". */
export function bracketLabel(bracket: UcrBracket): string {
  if (bracket.max === null) return `${bracket.min.toLocaleString('en-US')} or more`;
  return `${bracket.min.toLocaleString('en-US')}–${bracket.max.toLocaleString('en-US')}`;
}

export function UcrFeeFinder({ orderHref = `${UCR_PATH}#packages`, headingLevel = 2 }: UcrFeeFinderProps) {
  const [{ year, brackets, legalBasis, estimate }] = useState(() => newestUcrYear(new Date()));
  const feeFor = (fleetSize: number) => ucrFee(year, fleetSize);
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [kind, setKind] = useState<Kind>('carrier');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bracket, setBracket] = useState<UcrBracket | null>(null);
  const Heading = `h${headingLevel}` as const;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (kind === 'no-vehicles') {
      setError(null);
      setBracket(feeFor(0));
      return;
    }
    const check = await loadFleetSizeCheck();
    const checked = check ? check.checkFleetSize(value) : { error: 'The fee finder could not load. Please try again.' };
    if (checked.error !== undefined) {
      setError(checked.error);
      setBracket(null);
      return;
    }
    setError(null);
    setBracket(feeFor(checked.fleetSize));
  };

  const chooseKind = (next: Kind) => {
    setKind(next);
    setError(null);
    setBracket(next === 'no-vehicles' ? feeFor(0) : null);
  };

  return (
    <section className={styles.tool} aria-labelledby={titleId}>
      <div className={styles.toolHeader}>
        <span className={styles.toolIcon} aria-hidden="true">
          <DollarIcon size={22} />
        </span>
        <div>
          <Heading id={titleId} className={styles.toolTitle}>
            UCR {year} fee finder
          </Heading>
          <p className={styles.toolLead}>See the {year} Unified Carrier Registration fee for your fleet size.</p>
        </div>
      </div>

      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.choice}>
          <legend>I am registering as</legend>
          <label>
            <input type="radio" name="ucr-kind" value="carrier" checked={kind === 'carrier'} onChange={() => chooseKind('carrier')} />A
            motor carrier with power units
          </label>
          <label>
            <input
              type="radio"
              name="ucr-kind"
              value="no-vehicles"
              checked={kind === 'no-vehicles'}
              onChange={() => chooseKind('no-vehicles')}
            />
            A broker, freight forwarder or leasing company with no vehicles
          </label>
        </fieldset>
        {kind === 'carrier' ? (
          <>
            <div className={styles.field}>
              <label htmlFor={inputId}>Number of power units</label>
              <input
                id={inputId}
                name="fleetSize"
                inputMode="numeric"
                autoComplete="off"
                placeholder="e.g. 3"
                value={value}
                onFocus={() => void loadFleetSizeCheck()}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (error) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <Button type="submit">Find my fee</Button>
          </>
        ) : null}
      </form>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      <div aria-live="polite">
        {bracket ? (
          <div className={styles.result} data-testid="ucr-result">
            <p className={styles.resultLabel}>
              {kind === 'no-vehicles' ? 'No vehicles — the 0–2 bracket' : `${bracketLabel(bracket)} power units`}: your {year} UCR fee is
            </p>
            <p className={styles.resultValue}>{formatPrice(bracket.feeUsd)}</p>
            <p className={styles.resultSub}>
              Paid to the UCR Plan at cost, apart from our fee. The count generally comes from the power units on your most recent MCS-150.
            </p>
            <p className={styles.resultActions}>
              You can register directly with the UCR Plan. <SmartLink to={orderHref}>Or have us file it for you</SmartLink>.
            </p>
          </div>
        ) : null}
      </div>

      <details className={styles.rule}>
        <summary>All {year} UCR brackets</summary>
        <table className={styles.bracketTable}>
          <caption className="visually-hidden">UCR {year} fee by number of power units</caption>
          <thead>
            <tr>
              <th scope="col">Power units</th>
              <th scope="col">{year} fee</th>
            </tr>
          </thead>
          <tbody>
            {brackets.map((row) => (
              <tr key={row.label} className={cx(bracket?.label === row.label && styles.current)}>
                <td>{bracketLabel(row)}</td>
                <td>{formatPrice(row.feeUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {legalBasis}.{estimate ? ' Read in copies of the rule, not the official table: an estimate.' : ''} Brokers, freight forwarders and
          leasing companies with no vehicles pay the 0–2 fee.
        </p>
      </details>
    </section>
  );
}
