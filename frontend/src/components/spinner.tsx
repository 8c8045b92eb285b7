import { cx } from '../lib/cx';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; omit when the surrounding text already says what is loading. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      className={cx(styles.spinner, styles[size], className)}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** The full-screen centred loading placeholder. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.fullScreen} role="status" aria-live="polite" data-testid="fullscreen-spinner">
      <Spinner size="lg" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
