import { formatUsd, toCents } from '@filebridge/contracts';
import { Link, useParams } from 'react-router-dom';
import { StatusBadge } from '../../../components/badge';
import { LinkButton } from '../../../components/button';
import { AlertIcon, ChevronRightIcon, ClipboardIcon } from '../../../components/icons';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { OrderFollowUp } from '../../../components/order-follow-up';
import { useMyOrders } from '../api/queries';
import { formatDate } from '../lib/receipt';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

/** The orders section of the account at `:userId`. */
export function OrdersSection() {
  const { userId = '' } = useParams();
  return <OrdersPanel userId={userId} />;
}

/** The customer's orders, newest first, each with its status badge and a link to its detail. */
export function OrdersPanel({ userId }: { userId: string }) {
  const { status, orders, error, retry } = useMyOrders();

  if (status === 'loading' && orders.length === 0) {
    return <LoadingState card label="Loading your orders…" />;
  }

  if (status === 'error') {
    return <ErrorState card icon={<AlertIcon size={28} />} title="We couldn’t load your orders" error={error} onRetry={retry} />;
  }

  if (orders.length === 0) {
    return (
      <EmptyState card icon={<ClipboardIcon size={32} />} title="No orders yet">
        <p>When you order a filing, it appears here with its status, timeline and receipt.</p>
        <div className={styles.buttonRow}>
          <LinkButton to="/business/business-formation">Business services</LinkButton>
          <LinkButton to="/trucking-authority" variant="outline">
            Trucking services
          </LinkButton>
        </div>
      </EmptyState>
    );
  }

  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className={page.sectionTitle}>
        Your orders
      </h2>
      <ul className={styles.orderList}>
        {orders.map((o) => (
          <li key={o.id}>
            <Link to={`/my/account/${userId}/orders/${o.id}`} className={styles.orderCard} data-testid="order-row">
              <span className={styles.orderMain}>
                <span className={styles.orderNumber}>{o.orderNumber}</span>
                <span className={styles.orderService}>
                  {o.serviceName} · {o.packageTitle}
                </span>
                {o.businessName ? <span className={page.muted}>{o.businessName}</span> : null}
                <OrderFollowUp phaseLabel={o.phaseLabel} unreadMessages={o.unreadMessages} />
              </span>
              <span className={styles.orderMeta}>
                <StatusBadge status={o.status} />
                <span className={styles.orderTotal}>{formatUsd(toCents(o.total))}</span>
                <span className={page.muted}>{formatDate(o.createdAt)}</span>
              </span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
