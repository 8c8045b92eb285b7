import { PHASE_LABELS, PHASE_STEPS, STAFF_PHASE_LABELS, type FulfilmentPhase } from '@filebridge/contracts';
import { cx } from '../../lib/cx';
import type { CompletionEstimate, PhaseStep } from './api';
import styles from './fulfilment.module.css';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const longDay = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

interface Row {
  phase: FulfilmentPhase;
  step?: PhaseStep;
}

/**
 * The steps a customer follows: every usual step, reached or not, with the detours (waiting on
 * them, a rejection) placed where they happened. The last step reached is the current one.
 */
function rowsOf(steps: readonly PhaseStep[]): Row[] {
  const rows: Row[] = steps.map((step) => ({ phase: step.phase, step }));
  const last = steps.at(-1)?.phase;
  const from = last ? PHASE_STEPS.indexOf(last) : -1;
  const reached = new Set(steps.map((s) => s.phase));
  const ahead = PHASE_STEPS.filter((p, i) => i > from && !(from < 0 && reached.has(p)));
  return [...rows, ...(last === 'completed' ? [] : ahead.map((phase) => ({ phase })))];
}

function detailOf(step: PhaseStep): string | null {
  if (step.phase === 'submitted' && step.agency) {
    return [
      `Filed with ${step.agency}`,
      step.confirmationNumber && `confirmation ${step.confirmationNumber}`,
      step.submittedOn && `on ${longDay(step.submittedOn)}`,
    ]
      .filter(Boolean)
      .join(', ');
  }
  if (step.phase === 'rejected' && step.reason) return `The agency said: ${step.reason}`;
  return step.note;
}

export function PhaseTimeline({
  steps,
  estimate,
  forStaff = false,
}: {
  steps: readonly PhaseStep[];
  estimate: CompletionEstimate | null;
  /** Worded for staff, who follow the customer's filing rather than their own. */
  forStaff?: boolean;
}) {
  if (!steps.length) return null;
  const labels = forStaff ? STAFF_PHASE_LABELS : PHASE_LABELS;
  const rows = rowsOf(steps);
  const current = steps.length - 1;
  return (
    <section className={styles.card} aria-labelledby="phase-title">
      <h3 id="phase-title" className={styles.title}>
        {forStaff ? 'Filing timeline' : 'Your filing'}
      </h3>
      {estimate ? <Estimate estimate={estimate} /> : null}
      <ol className={styles.steps} aria-label="Filing progress">
        {rows.map((r, i) => (
          <li
            key={`${r.phase}-${i}`}
            className={cx(
              styles.step,
              r.step && styles.stepDone,
              i === current && styles.stepCurrent,
              r.phase === 'rejected' && styles.stepProblem,
            )}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className={styles.stepLabel}>{labels[r.phase]}</span>
            {r.step ? (
              <>
                <time className={styles.muted} dateTime={r.step.at}>
                  {day(r.step.at)}
                </time>
                {detailOf(r.step) ? <p className={styles.stepDetail}>{detailOf(r.step)}</p> : null}
              </>
            ) : (
              <span className={styles.muted}>Not yet</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Estimate({ estimate }: { estimate: CompletionEstimate }) {
  const source = /^https?:\/\//.test(estimate.source) ? new URL(estimate.source).hostname : estimate.source;
  return (
    <div className={styles.estimate}>
      <p>
        <strong>Estimated completion: {longDay(estimate.date)}</strong>{' '}
        <span className={styles.muted}>
          (estimate, source:{' '}
          {/^https?:\/\//.test(estimate.source) ? (
            <a href={estimate.source} target="_blank" rel="noreferrer">
              {source}
            </a>
          ) : (
            source
          )}
          )
        </span>
      </p>
      {estimate.slowerThanUsual ? <p className={styles.warning}>Slower than usual: {estimate.slowerThanUsual}</p> : null}
    </div>
  );
}
