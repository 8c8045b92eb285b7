import styles from './government-fees.module.css';

/** Marks a figure that is not confirmed by an official source. */
export function EstimateBadge() {
  return (
    <span className={styles.badge} title="Estimate: confirm the current amount with the agency">
      Estimate
    </span>
  );
}
