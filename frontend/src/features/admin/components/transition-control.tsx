import { notifiesCustomer, ORDER_STATUS_LABELS, type OrderStatus } from '@filebridge/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { useTransitionOrder } from '../api/queries';
import { ConfirmDialog } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';

export const NOTE_MAX = 500;

export interface TransitionControlProps {
  order: { id: string; orderNumber: string; status: OrderStatus; nextTransitions: readonly OrderStatus[] };
  /** Called after every attempt (success or not): the order is reloaded either way. */
  onDone: () => void;
}

const actionLabel = (to: OrderStatus) => `Mark as ${ORDER_STATUS_LABELS[to].toLowerCase()}`;

/**
 * The status moves an admin may make from here (`nextTransitions`), each behind a confirmation
 * dialog with an optional note that goes into the timeline and, for the statuses a customer is
 * told about, into their email.
 */
export function TransitionControl({ order, onDone }: TransitionControlProps) {
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const transition = useTransitionOrder();

  if (order.nextTransitions.length === 0) {
    return (
      <p className={`${styles.muted} ${styles.small}`}>
        No manual status changes are available for an order that is {ORDER_STATUS_LABELS[order.status].toLowerCase()}.
      </p>
    );
  }

  const open = (to: OrderStatus) => {
    setNote('');
    setTarget(to);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const result = await transition.mutateAsync({ id: order.id, to: target, note: note.trim() || undefined });
      if (result.changed) toast.success(`Order ${order.orderNumber} is now ${ORDER_STATUS_LABELS[target].toLowerCase()}.`);
      else toast.info(`Order ${order.orderNumber} was already ${ORDER_STATUS_LABELS[target].toLowerCase()}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The status could not be changed. Please try again.'));
    } finally {
      setBusy(false);
      setTarget(null);
      onDone();
    }
  };

  const mailed = target !== null && notifiesCustomer(target);
  return (
    <>
      <div className={styles.panelActions}>
        {order.nextTransitions.map((to) => (
          <Button key={to} variant="primary" size="sm" onClick={() => open(to)}>
            {actionLabel(to)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={target !== null}
        title={target ? `Mark order ${order.orderNumber} as ${ORDER_STATUS_LABELS[target].toLowerCase()}?` : ''}
        description={
          target
            ? `It moves from ${ORDER_STATUS_LABELS[order.status]} to ${ORDER_STATUS_LABELS[target]}. ` +
              (mailed ? 'The customer is emailed about the change.' : 'The customer is not emailed about this change.')
            : undefined
        }
        confirmLabel={target ? actionLabel(target) : 'Confirm'}
        busyLabel="Saving..."
        tone="primary"
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      >
        <div className={styles.control} style={{ marginTop: 'var(--space-4)' }}>
          <label htmlFor={noteId} className={styles.controlLabel}>
            Note (optional)
          </label>
          <textarea
            id={noteId}
            className={styles.textarea}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${noteId}-hint`}
          />
          <span id={`${noteId}-hint`} className={styles.fieldHint}>
            {mailed ? 'Shown in the order timeline and included in the customer’s email.' : 'Shown in the order timeline.'} {note.length}/
            {NOTE_MAX}
          </span>
        </div>
      </ConfirmDialog>
    </>
  );
}
