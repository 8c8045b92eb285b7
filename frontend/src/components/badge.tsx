import { ORDER_STATUS_LABELS, type OrderStatus } from '@filebridge/contracts';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './surface.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'teal';

export function Badge({ tone = 'neutral', children, status }: { tone?: BadgeTone; children: ReactNode; status?: string }) {
  return (
    <span className={cx(styles.badge, styles[`badge-${tone}`])} data-status={status}>
      {children}
    </span>
  );
}

/** The colour each order status reads in, wherever an order is shown. */
export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'warning',
  payment_failed: 'danger',
  paid: 'info',
  in_progress: 'teal',
  completed: 'success',
  refunded: 'neutral',
  expired: 'neutral',
};

/** An order status as a coloured badge with the shared label (ORDER_STATUS_LABELS). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'} status={status}>
      {ORDER_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
