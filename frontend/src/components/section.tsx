import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Container } from './container';
import styles from './layout.module.css';

export type SectionTone = 'default' | 'alt' | 'navy' | 'teal';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Small label above the heading. */
  eyebrow?: ReactNode;
  /** Section heading (an h2); also names the region for screen readers. */
  title?: ReactNode;
  /** Lead paragraph under the heading. */
  lead?: ReactNode;
  tone?: SectionTone;
  /** Centre the heading block. */
  centered?: boolean;
  narrow?: boolean;
  /** Skip the inner Container (for full-bleed content). */
  bare?: boolean;
}

/** A page section with consistent vertical rhythm and an optional heading block. */
export function Section({ eyebrow, title, lead, tone = 'default', centered, narrow, bare, className, children, ...rest }: SectionProps) {
  const headingId = useId();
  const header =
    title || eyebrow || lead ? (
      <div className={cx(styles.sectionHeader, centered && styles.centered)}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {title ? (
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
        ) : null}
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      </div>
    ) : null;
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cx(styles.section, styles[tone], className)} {...rest}>
      {bare ? (
        <>
          {header}
          {children}
        </>
      ) : (
        <Container narrow={narrow}>
          {header}
          {children}
        </Container>
      )}
    </section>
  );
}
