import type { HTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import styles from './layout.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Narrower measure for reading-heavy content. */
  narrow?: boolean;
}

/** Centres content at the site's max width with responsive side padding. */
export function Container({ narrow, className, ...rest }: ContainerProps) {
  return <div className={cx(styles.container, narrow && styles.narrow, className)} {...rest} />;
}
