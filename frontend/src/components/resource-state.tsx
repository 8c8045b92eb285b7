/**
 * What a screen shows instead of its data: loading, a failed load with Try again, or nothing to
 * show. `card` frames the state as a card of its own (a screen whose data would fill one).
 */
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { cx } from '../lib/cx';
import { Button } from './button';
import { RefreshIcon } from './icons';
import { Spinner } from './spinner';
import styles from './surface.module.css';

interface Frame {
  card?: boolean;
}

export function LoadingState({ label = 'Loading…', card }: { label?: string } & Frame) {
  return (
    <div className={cx(styles.state, card && styles.card, card && styles.stateCard)} role="status" aria-live="polite">
      <Spinner size={card ? 'lg' : 'md'} />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({
  error,
  onRetry,
  title = 'Could not load this data.',
  icon,
  card,
  children,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  icon?: ReactNode;
  children?: ReactNode;
} & Frame) {
  return (
    <div className={cx(styles.state, styles.stateError, card && styles.card, card && styles.stateCard)} role="alert">
      {icon}
      <p className={styles.stateTitle}>{title}</p>
      <p>{errorMessage(error)}</p>
      {children}
      {onRetry ? (
        <Button variant="outline" size={card ? undefined : 'sm'} iconStart={card ? <RefreshIcon size={18} /> : undefined} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, icon, card, children }: { title: string; icon?: ReactNode; children?: ReactNode } & Frame) {
  return (
    <div className={cx(styles.state, card && styles.card, card && styles.stateCard)}>
      {icon}
      <p className={styles.stateTitle}>{title}</p>
      {children}
    </div>
  );
}

export interface ResourceViewProps<T> {
  /** The query as a screen reads it: data once loaded, the last error, and a reload. */
  resource: { data: T | undefined; error: unknown; reload: () => void };
  loadingLabel?: string;
  errorTitle?: string;
  /** Shown instead of `children` when the data is there but holds nothing. */
  empty?: (data: T) => ReactNode | null;
  card?: boolean;
  children: (data: T) => ReactNode;
}

/** A screen's data, or its loading or failed state while there is none yet. */
export function ResourceView<T>({ resource, loadingLabel, errorTitle, empty, card, children }: ResourceViewProps<T>) {
  if (resource.data === undefined) {
    return resource.error ? (
      <ErrorState error={resource.error} onRetry={resource.reload} title={errorTitle} card={card} />
    ) : (
      <LoadingState label={loadingLabel} card={card} />
    );
  }
  return <>{empty?.(resource.data) ?? children(resource.data)}</>;
}
