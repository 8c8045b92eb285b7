import { mcs150DueDate, normalizeUsdot, usdotError, type Mcs150Due } from '@filebridge/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { CalendarIcon } from '../../../components/icons';
import styles from './finder.module.css';
import { SmartLink } from './smart-link';

const MCS150_PATH = '/trucking-authority/biennial-mcs150-update';

export interface Mcs150FinderProps {
  /** "Today" for the calculation; tests pass a fixed date. */
  today?: Date;
  /** Where the "have us file it" link goes ("#packages" on the MCS-150 page itself). */
  orderHref?: string;
  /** Heading level of the tool's title (2 on its own, 3 inside a tools section). */
  headingLevel?: 2 | 3;
}

export function Mcs150Finder({ today, orderHref = `${MCS150_PATH}#packages`, headingLevel = 2 }: Mcs150FinderProps) {
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ usdot: string; due: Mcs150Due } | null>(null);
  const Heading = `h${headingLevel}` as const;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = usdotError(value);
    if (message) {
      setError(message);
      setResult(null);
      return;
    }
    const usdot = normalizeUsdot(value);
    const due = mcs150DueDate(usdot, today ?? new Date());
    if (!due) {
      setError('We could not work out a date for that number. Check it and try again.');
      setResult(null);
      return;
    }
    setError(null);
    setResult({ usdot, due });
  };

  const lastDigit = result ? result.usdot[result.usdot.length - 1] : '';
  const nextToLast = result ? result.usdot[result.usdot.length - 2] : '';
  const dueDay = result ? Number(result.due.dueDate.slice(8, 10)) : 0;

  return (
    <section className={styles.tool} aria-labelledby={titleId}>
      <div className={styles.toolHeader}>
        <span className={styles.toolIcon} aria-hidden="true">
          <CalendarIcon size={22} />
        </span>
        <div>
          <Heading id={titleId} className={styles.toolTitle}>
            MCS-150 due-date finder
          </Heading>
          <p className={styles.toolLead}>Enter your USDOT number to see the month and year your biennial update is due.</p>
        </div>
      </div>

      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={inputId}>USDOT number</label>
          <input
            id={inputId}
            name="usdot"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 1234567"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <Button type="submit">Find my due date</Button>
      </form>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      <div aria-live="polite">
        {result ? (
          <div className={styles.result} data-testid="mcs150-result">
            <p className={styles.resultLabel}>USDOT {result.usdot}: your next MCS-150 update is due</p>
            <p className={styles.resultValue}>
              {result.due.monthName} {result.due.year}
            </p>
            <p className={styles.resultSub}>
              File by {result.due.monthName} {dueDay}, {result.due.year}. If you have already filed for {result.due.year}, your next one is
              due in {result.due.monthName} {result.due.year + 2}.
            </p>
            <ul className={styles.why}>
              <li>
                Last digit <strong>{lastDigit}</strong> → {result.due.monthName}.
              </li>
              <li>
                Next-to-last digit <strong>{nextToLast}</strong> is {result.due.yearParity} → file in {result.due.yearParity}-numbered
                years.
              </li>
            </ul>
            <p className={styles.resultActions}>
              FMCSA charges nothing for the update, and you can file it yourself.{' '}
              <SmartLink to={orderHref}>Or have us file it for you</SmartLink>.
            </p>
          </div>
        ) : null}
      </div>

      <details className={styles.rule}>
        <summary>How the due date is worked out</summary>
        <p>
          Under 49 CFR 390.19, the <strong>last digit</strong> of the USDOT number sets the month: 1 = January, 2 = February … 9 =
          September, and 0 = October. The update is due by the last day of that month. The <strong>next-to-last digit</strong> sets the
          year: odd means odd-numbered years, even means even-numbered years. You must file every 24 months even if nothing has changed.
        </p>
      </details>
    </section>
  );
}
