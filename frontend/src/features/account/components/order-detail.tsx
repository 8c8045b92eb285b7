import { CHARGED_ORDER_STATUSES, formatUsd, ORDER_STATUS_LABELS, type OrderStatus, toCents } from '@filebridge/contracts';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/badge';
import { LinkButton } from '../../../components/button';
import { AlertIcon, CheckIcon, ChevronLeftIcon } from '../../../components/icons';
import { ErrorState, LoadingState } from '../../../components/resource-state';
import { cx } from '../../../lib/cx';
import type { MyOrderDetail } from '../api/account';
import { useMyOrder } from '../api/queries';
import { formatDate, formatDateTime, receiptFromOrder } from '../lib/receipt';
import { CancelOrder, OrderRefunds } from './order-refunds';
import { ReceiptView } from './receipt-view';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

const PROGRESS: OrderStatus[] = ['paid', 'in_progress', 'completed'];

const SOURCE_TEXT: Record<string, string> = {
  api: 'Filebridge',
  webhook: 'Payment provider',
  worker: 'Filebridge',
  admin: 'Filing team',
  reconciler: 'Filebridge',
};

/**
 * What other features show inside a customer's order: the app composes them in, since a feature
 * never imports another.
 */
export interface OrderDetailSlots {
  /** Below the order's progress: the filing details it asks for and the work on the filing. */
  work?: (order: MyOrderDetail) => ReactNode;
  /** Below the refunds, once the order has been charged: the order's documents. */
  documents?: (order: MyOrderDetail) => ReactNode;
}

/** One order: live progress (Paid → In progress → Completed), the timeline, what was bought, and the receipt. */
export function OrderDetailPanel({ orderId, userId, slots = {} }: { orderId: string; userId: string; slots?: OrderDetailSlots }) {
  const { status, order, error, notFound, live, updatedAt, retry } = useMyOrder(orderId);
  const back = (
    <p className={page.back} data-print="hide">
      <Link to={`/my/account/${userId}`}>
        <ChevronLeftIcon size={16} /> All orders
      </Link>
    </p>
  );

  if (status === 'loading' && !order) {
    return (
      <>
        {back}
        <LoadingState card label="Loading the order…" />
      </>
    );
  }
  if (status === 'error' || !order) {
    return (
      <>
        {back}
        <ErrorState
          card
          icon={<AlertIcon size={28} />}
          title={notFound ? 'Order not found' : 'We couldn’t load this order'}
          error={notFound ? 'It may belong to another account, or the link is mistyped.' : error}
          onRetry={notFound ? undefined : retry}
        >
          {notFound ? <LinkButton to={`/my/account/${userId}`}>See my orders</LinkButton> : null}
        </ErrorState>
      </>
    );
  }

  return (
    <>
      {back}
      <OrderDetailBody order={order} live={live} updatedAt={updatedAt} slots={slots} />
    </>
  );
}

export function OrderDetailBody({
  order,
  live,
  updatedAt,
  slots,
}: {
  order: MyOrderDetail;
  live: boolean;
  updatedAt: Date | null;
  slots: OrderDetailSlots;
}) {
  const receipt = useMemo(() => (CHARGED_ORDER_STATUSES.includes(order.status) ? receiptFromOrder(order) : null), [order]);
  const governmentLines = order.items.filter((i) => i.kind === 'government-fee');
  const ourLines = order.items.filter((i) => i.kind !== 'government-fee');

  return (
    <div className={styles.detail}>
      <section className={page.card} data-print="hide" aria-labelledby="order-title">
        <div className={styles.detailHead}>
          <div>
            <h2 id="order-title" className={page.sectionTitle}>
              Order {order.orderNumber}
            </h2>
            <p className={page.muted}>
              {order.serviceName} · {order.packageTitle} · placed {formatDate(order.createdAt)}
            </p>
          </div>
          <div className={styles.detailStatus} aria-live="polite">
            <StatusBadge status={order.status} />
            <span className={styles.liveNote}>
              {live ? (
                <>
                  <span className={styles.liveDot} aria-hidden="true" /> Updating live
                </>
              ) : updatedAt ? (
                `Checked ${updatedAt.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`
              ) : null}
            </span>
          </div>
        </div>
        <Progress status={order.status} />
        <CancelOrder order={order} />
      </section>

      {slots.work?.(order)}
      <OrderRefunds order={order} />

      {CHARGED_ORDER_STATUSES.includes(order.status) ? slots.documents?.(order) : null}

      <section className={page.card} data-print="hide" aria-labelledby="timeline-title">
        <h3 id="timeline-title" className={page.cardTitle}>
          Timeline
        </h3>
        <ol className={styles.timeline} data-testid="timeline">
          {[...order.timeline].reverse().map((e, i) => (
            <li key={`${e.toStatus}-${e.createdAt}-${i}`} className={cx(styles.event, i === 0 && styles.eventLatest)}>
              <span className={styles.eventDot} aria-hidden="true" />
              <div>
                <p className={styles.eventTitle}>{ORDER_STATUS_LABELS[e.toStatus] ?? e.toStatus}</p>
                <p className={page.muted}>
                  <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                  {SOURCE_TEXT[e.source] ? ` · ${SOURCE_TEXT[e.source]}` : ''}
                </p>
                {e.note ? <p className={styles.eventNote}>{e.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={page.card} data-print="hide" aria-labelledby="bought-title">
        <h3 id="bought-title" className={page.cardTitle}>
          What you ordered
        </h3>
        <div className={styles.twoCol}>
          <div>
            <p className={styles.label}>Business</p>
            <p>
              <strong>{order.businessInfo.name}</strong> · {order.businessInfo.type} · {order.businessInfo.state}
              <br />
              {order.businessInfo.address}, {order.businessInfo.city} {order.businessInfo.zip}
            </p>
          </div>
          <div>
            <p className={styles.label}>Contact</p>
            <p>
              {order.customerInfo.firstName} {order.customerInfo.lastName}
              <br />
              {order.customerInfo.email} · {order.customerInfo.phone}
            </p>
          </div>
        </div>
        <dl className={styles.lines}>
          {ourLines.map((l, i) => (
            <div key={`o-${i}`} className={styles.line}>
              <dt>{l.description}</dt>
              <dd>{formatUsd(toCents(l.amount))}</dd>
            </div>
          ))}
          {governmentLines.map((l, i) => (
            <div key={`g-${i}`} className={styles.line}>
              <dt>
                {l.description}
                <span className={styles.subtle}> · government fee</span>
              </dt>
              <dd>{formatUsd(toCents(l.amount))}</dd>
            </div>
          ))}
          <div className={styles.line}>
            <dt>Subtotal</dt>
            <dd>{formatUsd(toCents(order.subtotal))}</dd>
          </div>
          <div className={styles.line}>
            <dt>State tax</dt>
            <dd>{formatUsd(toCents(order.taxAmount))}</dd>
          </div>
          <div className={cx(styles.line, styles.lineTotal)}>
            <dt>Total</dt>
            <dd>{formatUsd(toCents(order.total))}</dd>
          </div>
        </dl>
      </section>

      {receipt ? (
        <section aria-labelledby="receipt-section-title">
          <h3 id="receipt-section-title" className={cx(page.cardTitle, 'visually-hidden')}>
            Receipt
          </h3>
          <ReceiptView receipt={receipt} headingLevel={3} />
        </section>
      ) : order.status === 'pending_payment' || order.status === 'payment_failed' ? (
        <p className={page.notice} data-print="hide">
          {order.status === 'payment_failed' ? 'The payment for this order did not go through.' : 'This order is waiting for payment.'}{' '}
          Unpaid orders expire after 24 hours; nothing has been charged.
        </p>
      ) : null}
    </div>
  );
}

/** Paid → In progress → Completed, with the current step marked. */
function Progress({ status }: { status: OrderStatus }) {
  const reached = PROGRESS.indexOf(status);
  if (reached < 0) {
    return (
      <p className={page.notice}>
        {status === 'refunded' ? 'This order was refunded.' : status === 'expired' ? 'This order expired unpaid.' : 'Waiting for payment.'}
      </p>
    );
  }
  return (
    <ol className={styles.progress} aria-label="Order progress">
      {PROGRESS.map((s, i) => (
        <li
          key={s}
          className={cx(styles.progressStep, i <= reached && styles.progressDone, i === reached && styles.progressCurrent)}
          aria-current={i === reached ? 'step' : undefined}
        >
          <span className={styles.progressDot} aria-hidden="true">
            {i < reached || (i === reached && s === 'completed') ? <CheckIcon size={14} /> : i + 1}
          </span>
          <span>{ORDER_STATUS_LABELS[s]}</span>
        </li>
      ))}
    </ol>
  );
}
