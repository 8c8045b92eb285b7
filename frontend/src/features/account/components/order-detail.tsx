import { CHARGED_ORDER_STATUSES, formatUsd, ORDER_STATUS_LABELS, type OrderStatus, toCents } from '@filebridge/contracts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { StatusBadge } from '../../../components/badge';
import { LinkButton } from '../../../components/button';
import { AlertIcon, CheckIcon, ChevronLeftIcon } from '../../../components/icons';
import { ErrorState, LoadingState } from '../../../components/resource-state';
import { cx } from '../../../lib/cx';
import { CustomerFulfilment } from '../../fulfilment';
import type { MyOrderDetail } from '../api/account';
import { useMyOrder } from '../api/queries';
import { formatDate, formatDateTime, receiptFromOrder } from '../lib/receipt';
import { CancelOrder, OrderRefunds } from './order-refunds';
import { OrderDocuments } from '../../documents/components/order-documents';
import { ReceiptView } from './receipt-view';
import { IntakeCard } from '../../intake/components/intake-card';
import styles from './account.module.css';

const PROGRESS: OrderStatus[] = ['paid', 'in_progress', 'completed'];

const SOURCE_TEXT: Record<string, string> = {
  api: 'Filebridge',
  webhook: 'Payment provider',
  worker: 'Filebridge',
  admin: 'Filing team',
  reconciler: 'Filebridge',
};

/** The order `:orderId` of the account at `:userId`. */
export function OrderDetailSection() {
  const { orderId = '', userId = '' } = useParams();
  return <OrderDetailPanel key={orderId} orderId={orderId} userId={userId} />;
}

/** One order: live progress (Paid → In progress → Completed), the timeline, what was bought, and the receipt. */
export function OrderDetailPanel({ orderId, userId }: { orderId: string; userId: string }) {
  const { status, order, error, notFound, live, updatedAt, retry } = useMyOrder(orderId);
  const back = (
    <p className={styles.back} data-print="hide">
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
      <OrderDetailBody order={order} live={live} updatedAt={updatedAt} />
    </>
  );
}

export function OrderDetailBody({ order, live, updatedAt }: { order: MyOrderDetail; live: boolean; updatedAt: Date | null }) {
  const receipt = useMemo(() => (CHARGED_ORDER_STATUSES.includes(order.status) ? receiptFromOrder(order) : null), [order]);
  const governmentLines = order.items.filter((i) => i.kind === 'government-fee');
  const ourLines = order.items.filter((i) => i.kind !== 'government-fee');

  return (
    <div className={styles.detail}>
      <section className={styles.card} data-print="hide" aria-labelledby="order-title">
        <div className={styles.detailHead}>
          <div>
            <h2 id="order-title" className={styles.sectionTitle}>
              Order {order.orderNumber}
            </h2>
            <p className={styles.muted}>
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

      <IntakeCard orderId={order.id} status={order.status} />
      <CustomerFulfilment order={order} />
      <OrderRefunds order={order} />

      {CHARGED_ORDER_STATUSES.includes(order.status) ? <OrderDocuments orderId={order.id} /> : null}

      <section className={styles.card} data-print="hide" aria-labelledby="timeline-title">
        <h3 id="timeline-title" className={styles.cardTitle}>
          Timeline
        </h3>
        <ol className={styles.timeline} data-testid="timeline">
          {[...order.timeline].reverse().map((e, i) => (
            <li key={`${e.toStatus}-${e.createdAt}-${i}`} className={cx(styles.event, i === 0 && styles.eventLatest)}>
              <span className={styles.eventDot} aria-hidden="true" />
              <div>
                <p className={styles.eventTitle}>{ORDER_STATUS_LABELS[e.toStatus] ?? e.toStatus}</p>
                <p className={styles.muted}>
                  <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                  {SOURCE_TEXT[e.source] ? ` · ${SOURCE_TEXT[e.source]}` : ''}
                </p>
                {e.note ? <p className={styles.eventNote}>{e.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.card} data-print="hide" aria-labelledby="bought-title">
        <h3 id="bought-title" className={styles.cardTitle}>
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
          <h3 id="receipt-section-title" className={cx(styles.cardTitle, 'visually-hidden')}>
            Receipt
          </h3>
          <ReceiptView receipt={receipt} headingLevel={3} />
        </section>
      ) : order.status === 'pending_payment' || order.status === 'payment_failed' ? (
        <p className={styles.notice} data-print="hide">
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
      <p className={styles.notice}>
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
