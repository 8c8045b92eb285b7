/** Building blocks shared by the admin screens: page header, panels, states, badges, dialogs. */
import { useRef, type ReactNode } from 'react';
import type { OrderStatus } from '@filebridge/contracts';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { statusLabel } from '../lib/format';
import styles from './admin.module.css';

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {description ? <p className={styles.pageLead}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.pageActions}>{actions}</div> : null}
    </header>
  );
}

export function Panel({
  title,
  actions,
  children,
  className,
  id,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section className={cx(styles.panel, className)} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {title || actions ? (
        <div className={styles.panelHeader}>
          {title ? (
            <h2 className={styles.panelTitle} id={id ? `${id}-title` : undefined}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {actions ? <div className={styles.panelActions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <Spinner size="md" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({
  error,
  onRetry,
  title = 'Could not load this data.',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <div className={cx(styles.state, styles.stateError)} role="alert">
      <p className={styles.stateTitle}>{title}</p>
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      {children}
    </div>
  );
}

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'teal';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx(styles.badge, styles[`badge-${tone}`])}>{children}</span>;
}

export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'warning',
  payment_failed: 'danger',
  paid: 'info',
  in_progress: 'teal',
  completed: 'success',
  refunded: 'neutral',
  expired: 'neutral',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

/** A table that scrolls sideways on narrow screens; focusable so the keyboard can scroll it. */
export function TableWrap({ label, children, busy }: { label: string; children: ReactNode; busy?: boolean }) {
  return (
    <div
      className={cx(styles.tableWrap, busy && styles.tableBusy)}
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** A yes/no dialog for actions with consequences; Cancel has the first focus. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  busy,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      title={title}
      description={description}
      initialFocus={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={tone === 'danger' ? 'secondary' : 'primary'}
            className={tone === 'danger' ? styles.dangerButton : undefined}
            onClick={onConfirm}
            loading={busy}
            loadingText={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** Label/value pairs (customer, business, payment). */
export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
