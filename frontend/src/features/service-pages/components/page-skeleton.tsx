import { Button } from '../../../components/button';
import { Container } from '../../../components/container';
import { AlertIcon, RefreshIcon } from '../../../components/icons';
import styles from './page-skeleton.module.css';

/** Shown while a page's copy chunk loads: the shape of the hero and first section. */
export function PageSkeleton() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite" aria-busy="true" data-testid="page-skeleton">
      <span className="visually-hidden">Loading page…</span>
      <div className={styles.hero} aria-hidden="true">
        <Container>
          <div className={`${styles.bar} ${styles.eyebrow}`} />
          <div className={`${styles.bar} ${styles.title}`} />
          <div className={`${styles.bar} ${styles.titleShort}`} />
          <div className={`${styles.bar} ${styles.line}`} />
          <div className={`${styles.bar} ${styles.lineShort}`} />
        </Container>
      </div>
      <Container aria-hidden="true" className={styles.body}>
        <div className={`${styles.block} ${styles.card}`} />
        <div className={`${styles.block} ${styles.card}`} />
        <div className={`${styles.block} ${styles.card}`} />
      </Container>
    </div>
  );
}

/** A chunk failed to load (often a new deploy replaced it): offer a reload. */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container className={styles.error} role="alert">
      <AlertIcon size={32} />
      <h1>This page didn’t load</h1>
      <p>Check your connection and try again. If it keeps happening, reload the page.</p>
      <div className={styles.errorActions}>
        <Button onClick={onRetry} iconStart={<RefreshIcon size={18} />}>
          Try again
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </Container>
  );
}
