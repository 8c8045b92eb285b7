import { creditNoteNumberFor, formatUsd, toCents } from '@filebridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { errorMessage, queryKeys } from '../../../lib/api';
import { cancelMyOrder, type MyOrderDetail } from '../api/account';
import { formatDate, receiptFromOrder } from '../lib/receipt';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

type Refund = MyOrderDetail['refunds'][number];

/** What the customer reads of a refund: "Refunded" only once Stripe confirmed it. */
const REFUND_TEXT: Record<Refund['status'], string> = {
  requested: 'Refund requested: waiting for our payment provider to confirm it',
  pending: 'Refund requested: waiting for our payment provider to confirm it',
  succeeded: 'Refunded to your card',
  failed: 'Refund did not go through: our team will contact you',
  canceled: 'Refund canceled',
};

/** The order's refunds, each confirmed one with its credit note as a PDF. */
export function OrderRefunds({ order }: { order: MyOrderDetail }) {
  if (!order.refunds.length) return null;
  let confirmed = 0;
  const rows = order.refunds.map((r) => ({ refund: r, ordinal: r.status === 'succeeded' ? ++confirmed : 0 }));
  const download = async (r: Refund, ordinal: number) => {
    const { downloadCreditNotePdf } = await import('../lib/receipt-pdf');
    await downloadCreditNotePdf(receiptFromOrder(order), {
      number: creditNoteNumberFor(order.orderNumber, ordinal),
      date: r.updatedAt,
      amountCents: toCents(r.amount),
      reason: r.reason,
    });
  };
  return (
    <section className={page.card} data-print="hide" aria-labelledby="refunds-title">
      <h3 id="refunds-title" className={page.cardTitle}>
        Refunds
      </h3>
      <ul className={styles.lines} data-testid="refunds">
        {rows.map(({ refund: r, ordinal }) => (
          <li key={r.id} className={styles.line}>
            <span>
              {formatUsd(toCents(r.amount))} · {REFUND_TEXT[r.status]}
              <span className={styles.subtle}> · {formatDate(r.createdAt)}</span>
            </span>
            {r.status === 'succeeded' ? (
              <Button variant="link" size="sm" onClick={() => void download(r, ordinal)}>
                Credit note {creditNoteNumberFor(order.orderNumber, ordinal)} (PDF)
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Cancels the order before its filing is submitted, behind a confirmation that shows what the
 * refund policy gives back: our fee and its tax in full, and the government fees, which we pay the
 * agency only when we submit the filing.
 */
export function CancelOrder({ order }: { order: MyOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const keep = useRef<HTMLButtonElement>(null);
  const client = useQueryClient();
  if (!order.cancellable) return null;

  const cents = (kind: 'government-fee' | 'ours') =>
    order.items
      .filter((i) => (kind === 'ours' ? i.kind !== 'government-fee' : i.kind === 'government-fee'))
      .reduce((n, i) => n + toCents(i.amount), 0);
  const government = cents('government-fee');

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      await cancelMyOrder(order.id);
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err, 'We could not cancel this order. Please try again.'));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: queryKeys.my.order(order.id) });
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Modal
        open={open}
        onClose={() => (busy ? undefined : setOpen(false))}
        title={`Cancel order ${order.orderNumber}?`}
        description="We have not submitted your filing yet, so our refund policy gives everything back to the card you paid with."
        initialFocus={keep}
        actions={
          <>
            <Button ref={keep} variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Keep my order
            </Button>
            <Button onClick={() => void confirm()} loading={busy} loadingText="Cancelling...">
              Cancel and refund {formatUsd(toCents(order.total))}
            </Button>
          </>
        }
      >
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>Our service fee</dt>
            <dd>{formatUsd(cents('ours'))}</dd>
          </div>
          <div className={styles.line}>
            <dt>Sales tax</dt>
            <dd>{formatUsd(toCents(order.taxAmount))}</dd>
          </div>
          {government > 0 ? (
            <div className={styles.line}>
              <dt>
                Government fees<span className={styles.subtle}> · not yet paid to the agency, so refunded in full</span>
              </dt>
              <dd>{formatUsd(government)}</dd>
            </div>
          ) : null}
          <div className={styles.line}>
            <dt>
              <strong>Refund</strong>
            </dt>
            <dd>
              <strong>{formatUsd(toCents(order.total))}</strong>
            </dd>
          </div>
        </dl>
        <p className={page.muted}>
          The refund is made through our payment provider, Stripe. We email you a credit note as soon as it confirms the refund; your bank
          may take 5–10 business days to show it.
        </p>
        {error ? (
          <p role="alert" className={page.notice}>
            {error}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
