/** Building blocks of the admin screens: page header, panels, tables, dialogs, facts. */
import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { cx } from '../lib/cx';
import surface from './surface.module.css';
import styles from './admin-ui.module.css';

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
    <section className={cx(surface.card, styles.panel, className)} aria-labelledby={title && id ? `${id}-title` : undefined}>
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
