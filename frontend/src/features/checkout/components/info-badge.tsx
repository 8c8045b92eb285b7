import styles from './checkout.module.css';

/** A small inline badge ("Estimate") whose explanation is read by screen readers and shown on hover. */
export function InfoBadge({ label, help }: { label: string; help: string }) {
  return (
    <span className={styles.badge} title={help}>
      {label}
      <span className="visually-hidden">: {help}</span>
    </span>
  );
}
