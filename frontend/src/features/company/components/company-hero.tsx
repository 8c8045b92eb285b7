import type { ReactNode } from 'react';
import { Container } from '../../../components/container';
import styles from './company.module.css';

/** The page's only h1, on the navy band shared with the service pages. */
export function CompanyHero({
  eyebrow,
  heading,
  lead,
  children,
}: {
  eyebrow: string;
  heading: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <Container>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.lead}>{lead}</p>
        {children ? <div className={styles.heroActions}>{children}</div> : null}
      </Container>
    </header>
  );
}

/** Scrolls to the application form and puts the cursor in its first field. */
export function focusForm(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
}
