import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './simple-page.module.css';

/** A plain page frame: heading, optional lead, content card. For account, auth and utility screens. */
export function SimplePage({
  title,
  lead,
  children,
  width = 'md',
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  width?: 'sm' | 'md' | 'lg';
}) {
  return (
    <div className={styles.page}>
      <Container className={styles[width]}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.card}>{children}</div> : null}
      </Container>
    </div>
  );
}
