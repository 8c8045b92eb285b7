import { BRAND_NAME } from '@filebridge/contracts';
import styles from './brand-logo.module.css';

/** Filebridge wordmark: a bridge arc over a document line. */
export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" className={styles.markBg} />
        <path d="M7 21.5c3.2-6.5 14.8-6.5 18 0" fill="none" stroke="#2dd4bf" strokeWidth="3" strokeLinecap="round" />
        <path d="M9 11h14" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>{BRAND_NAME}</span>
    </span>
  );
}
