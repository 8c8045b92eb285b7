import type { HowItWorksStep } from '../content/types';
import { ClockIcon } from '../../../components/icons';
import { Section } from '../../../components/section';
import styles from './sections.module.css';

export function HowItWorks({ steps }: { steps: readonly HowItWorksStep[] }) {
  return (
    <Section
      tone="alt"
      eyebrow="How it works"
      title="From order to filed, step by step"
      lead="Timelines are typical, not promises: government processing times vary by agency, state and season, and we show every step in your account as it happens."
    >
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.stepTitle}>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className={styles.stepDetail}>{step.detail}</p>
              {step.timeline ? (
                <p className={styles.stepTimeline}>
                  <ClockIcon size={16} />
                  <span>{step.timeline}</span>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
