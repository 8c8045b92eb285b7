import type { QuoteDto } from '@filebridge/contracts';
import { toCents, formatUsd } from '@filebridge/contracts';
import { useRef } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import styles from './checkout.module.css';

interface PriceChangedDialogProps {
  quote: QuoteDto | null;
  /** The total the customer saw before the server answered (cents). */
  previousTotalCents: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The server priced the order differently (a 409 `price_changed`): show its quote line by line
 * and the new total, and charge nothing until the customer confirms it.
 */
export function PriceChangedDialog({ quote, previousTotalCents, onConfirm, onCancel }: PriceChangedDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const newTotal = quote ? toCents(quote.total) : 0;
  return (
    <Modal
      open={quote !== null}
      onClose={onCancel}
      title="The price has changed"
      description={
        quote
          ? `Before we charge your card: the total for this order is now ${formatUsd(newTotal)} (you saw ${formatUsd(previousTotalCents)}). Nothing has been charged yet.`
          : undefined
      }
      initialFocus={confirmRef}
      actions={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button ref={confirmRef} onClick={onConfirm}>
            Confirm and pay {formatUsd(newTotal)}
          </Button>
        </>
      }
    >
      {quote ? (
        <dl className={styles.dialogLines} data-testid="server-quote">
          {quote.lines.map((l) => (
            <div key={l.code} className={styles.line}>
              <dt>
                {l.description}
                {l.kind === 'government-fee' ? <span className={styles.payee}>Government fee, at cost</span> : null}
              </dt>
              <dd>{formatUsd(toCents(l.amount))}</dd>
            </div>
          ))}
          <div className={styles.line}>
            <dt>Subtotal</dt>
            <dd>{formatUsd(toCents(quote.subtotal))}</dd>
          </div>
          <div className={styles.line}>
            <dt>State tax</dt>
            <dd>{formatUsd(toCents(quote.taxAmount))}</dd>
          </div>
          <div className={`${styles.line} ${styles.total}`}>
            <dt>New total</dt>
            <dd>{formatUsd(newTotal)}</dd>
          </div>
        </dl>
      ) : null}
    </Modal>
  );
}
