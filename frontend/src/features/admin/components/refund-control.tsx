import { formatUsd, REFUND_LIMIT_CENTS, STAFF_ROLES, toCents, type StaffRole } from '@filebridge/contracts';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { useAdminStore, useStaffCan } from '../../../stores/admin-store';
import type { AdminOrderDetail } from '../api/admin-api';
import { useRefundOrder } from '../api/queries';
import { ConfirmDialog } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';

export const REASON_MAX = 500;

type Refund = AdminOrderDetail['refunds'][number];

/** How each refund reads to staff: only Stripe's `succeeded` is money given back. */
export const REFUND_STATES: Record<Refund['status'], { label: string; tone: BadgeTone }> = {
  requested: { label: 'Sending to Stripe', tone: 'warning' },
  pending: { label: 'Pending at Stripe', tone: 'warning' },
  succeeded: { label: 'Refunded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

export function RefundBadge({ status }: { status: Refund['status'] }) {
  const state = REFUND_STATES[status];
  return (
    <Badge tone={state.tone} status={status}>
      {state.label}
    </Badge>
  );
}

/** The most one refund by the signed-in staff member may return, in cents; `null` is no limit. */
function useRefundLimitCents(): number | null {
  const role = useAdminStore((s) => s.admin?.role);
  return STAFF_ROLES.includes(role as StaffRole) ? REFUND_LIMIT_CENTS[role as StaffRole] : 0;
}

/**
 * Refunds the order at Stripe: an amount (the whole refundable amount, or the role's limit when it is
 * less, unless changed) and a reason. The order moves only once Stripe confirms; until then the
 * refund shows as pending. Staff whose role may not refund do not see it.
 */
export function RefundControl({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const amountId = useId();
  const reasonId = useId();
  const refund = useRefundOrder();
  const allowed = useStaffCan('refunds.create');
  const limitCents = useRefundLimitCents();
  const refundableCents = toCents(order.refundable);
  const maxCents = limitCents === null ? refundableCents : Math.min(limitCents, refundableCents);

  if (!allowed || maxCents <= 0) return null;

  const start = () => {
    setAmount((maxCents / 100).toFixed(2));
    setReason('');
    setError('');
    setOpen(true);
  };

  const confirm = async () => {
    const dollars = Number(amount);
    if (!Number.isFinite(dollars) || dollars <= 0 || toCents(dollars) > maxCents) {
      setError(`Enter an amount between $0.01 and ${formatUsd(maxCents)}.`);
      return;
    }
    if (!reason.trim()) {
      setError('Enter the reason for the refund.');
      return;
    }
    setBusy(true);
    try {
      const whole = toCents(dollars) === refundableCents;
      const result = await refund.mutateAsync({ id: order.id, reason: reason.trim(), amount: whole ? undefined : dollars });
      toast.success(`Refund of ${formatUsd(toCents(result.amount))} sent to Stripe. The order changes when Stripe confirms it.`);
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err, 'The refund could not be sent. Please try again.'));
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={start}>
        Refund…
      </Button>
      <ConfirmDialog
        open={open}
        title={`Refund order ${order.orderNumber}`}
        description={
          `Up to ${formatUsd(refundableCents)} can be refunded to the customer's card through Stripe. ` +
          (maxCents < refundableCents ? `Your role refunds at most ${formatUsd(maxCents)} at a time. ` : '') +
          'The customer is emailed a credit note once Stripe confirms the refund.'
        }
        confirmLabel="Refund at Stripe"
        busyLabel="Sending..."
        tone="danger"
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <div className={styles.control} style={{ marginTop: 'var(--space-4)' }}>
          <label htmlFor={amountId} className={styles.controlLabel}>
            Amount (USD)
          </label>
          <input
            id={amountId}
            className={styles.input}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className={styles.control} style={{ marginTop: 'var(--space-4)' }}>
          <label htmlFor={reasonId} className={styles.controlLabel}>
            Reason
          </label>
          <textarea
            id={reasonId}
            className={styles.textarea}
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
          <span className={styles.fieldHint}>
            Kept with the refund and shown to the customer in their email. {reason.length}/{REASON_MAX}
          </span>
        </div>
        {error ? (
          <p role="alert" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** A refund or dispute as a timeline entry: its amount, Stripe's state and what was said about it. */
export interface MoneyEvent {
  key: string;
  at: string;
  title: string;
  badge: ReactNode;
  note: string;
}

/** The order's refunds and disputes as timeline entries, with their amounts and Stripe's state. */
export function moneyEvents(order: Pick<AdminOrderDetail, 'refunds' | 'disputes'>): MoneyEvent[] {
  return [
    ...order.refunds.map((r) => ({
      key: r.id,
      at: r.createdAt,
      title: `Refund of ${formatUsd(toCents(r.amount))}`,
      badge: <RefundBadge status={r.status} />,
      note: [r.reason, r.failureReason ? `Stripe: ${r.failureReason}` : null].filter(Boolean).join(' · '),
    })),
    ...order.disputes.map((d) => ({
      key: d.id,
      at: d.createdAt,
      title: `Dispute of ${formatUsd(toCents(d.amount))}`,
      badge: (
        <Badge tone={d.status === 'won' ? 'success' : d.status === 'lost' ? 'danger' : 'warning'} status={d.status}>
          {d.status.replace(/_/g, ' ')}
        </Badge>
      ),
      note: d.reason ? `Reason: ${d.reason.replace(/_/g, ' ')}` : '',
    })),
  ];
}
