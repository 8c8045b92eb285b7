import { CheckIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { STEPS, type StepId } from '../lib/checkout-model';
import styles from './checkout.module.css';

interface StepperProps {
  current: StepId;
  /** Steps whose fields are complete. */
  done: ReadonlySet<StepId>;
  /** Whether a step may be opened now (earlier steps, or the next one once the previous are done). */
  canOpen: (step: StepId) => boolean;
  onOpen: (step: StepId) => void;
}

/** Visible progress: Business → Your details → Add-ons → Payment. */
export function Stepper({ current, done, canOpen, onOpen }: StepperProps) {
  const index = STEPS.findIndex((s) => s.id === current);
  return (
    <nav aria-label="Checkout progress" className={styles.stepperNav}>
      <p className="visually-hidden" aria-live="polite">
        Step {index + 1} of {STEPS.length}: {STEPS[index]?.label}
      </p>
      <ol className={styles.stepper}>
        {STEPS.map((step, i) => {
          const isCurrent = step.id === current;
          const isDone = done.has(step.id) && !isCurrent;
          const enabled = !isCurrent && canOpen(step.id);
          return (
            <li key={step.id} className={cx(styles.step, isCurrent && styles.stepCurrent, isDone && styles.stepDone)}>
              <button
                type="button"
                className={styles.stepButton}
                onClick={() => onOpen(step.id)}
                disabled={!enabled}
                aria-current={isCurrent ? 'step' : undefined}
              >
                <span className={styles.stepDot} aria-hidden="true">
                  {isDone ? <CheckIcon size={14} /> : i + 1}
                </span>
                <span className={styles.stepLabel}>{step.label}</span>
                {isDone ? <span className="visually-hidden"> (completed)</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
