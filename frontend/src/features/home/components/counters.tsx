import { COUNTERS } from '@filebridge/contracts';
import { useRef } from 'react';
import { Container } from '../../../components/container';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { COUNTER_LABELS } from '../content';
import { useCountUp } from '../hooks/use-count-up';
import { useInView } from '../hooks/use-in-view';
import styles from './sections.module.css';

type CounterSpec = (typeof COUNTERS)[number];

function format(spec: CounterSpec, value: number): string {
  const prefix = 'prefix' in spec ? spec.prefix : '';
  const suffix = 'suffix' in spec ? spec.suffix : '';
  const digits = prefix ? String(value).padStart(String(spec.target).length, '0') : String(value);
  return `${prefix}${digits}${suffix}`;
}

function Counter({ spec, label, start, instant }: { spec: CounterSpec; label: string; start: boolean; instant: boolean }) {
  const value = useCountUp(spec.target, spec.durationMs, start, { instant });
  return (
    <div className={styles.counter}>
      <dt className={styles.counterLabel}>{label}</dt>
      <dd className={styles.counterValue}>
        <span aria-hidden="true" data-testid="counter-value">
          {format(spec, value)}
        </span>
        <span className="visually-hidden">{format(spec, spec.target)}</span>
      </dd>
    </div>
  );
}

/** Animated counters: 132+, 200+, 2024, started when scrolled into view. */
export function Counters() {
  const ref = useRef<HTMLDListElement>(null);
  const inView = useInView(ref);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section className={styles.counters} aria-label="Filebridge in numbers">
      <Container>
        <dl ref={ref} className={styles.counterList}>
          {COUNTERS.map((spec, i) => (
            <Counter key={COUNTER_LABELS[i]} spec={spec} label={COUNTER_LABELS[i] ?? ''} start={inView} instant={reducedMotion} />
          ))}
        </dl>
      </Container>
    </section>
  );
}
