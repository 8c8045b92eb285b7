import { ORDER_STATUS_LABELS, type OrderStatus } from '@filebridge/contracts';
import { cx } from '../../../lib/cx';
import styles from './account.module.css';

const TONE: Record<OrderStatus, string> = {
  pending_payment: 'warn',
  payment_failed: 'danger',
  paid: 'info',
  in_progress: 'progress',
  completed: 'success',
  refunded: 'neutral',
  expired: 'neutral',
};

/** An order status as a coloured badge with the shared label (ORDER_STATUS_LABELS). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cx(styles.badge, styles[`tone-${TONE[status]}`])} data-status={status}>
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
