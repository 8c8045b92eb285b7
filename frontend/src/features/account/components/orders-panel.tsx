import { formatUsd, toCents } from '@filebridge/contracts';
import { Link } from 'react-router-dom';
import { Button, LinkButton } from '../../../components/button';
import { AlertIcon, ChevronRightIcon, ClipboardIcon, RefreshIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { useMyOrders } from '../api/queries';
import { formatDate } from '../lib/receipt';
import { StatusBadge } from './status-badge';
import styles from './account.module.css';

/** The customer's orders, newest first, each with its status badge and a link to its detail. */
export function OrdersPanel({ userId }: { userId: string }) {
  const { status, orders, error, retry } = useMyOrders();

  if (status === 'loading' && orders.length === 0) {
    return (
      <div className={styles.statePanel} role="status">
        <Spinner size="lg" />
        <p>Loading your orders…</p>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className={styles.statePanel} role="alert">
        <AlertIcon size={28} />
        <p className={styles.stateTitle}>We couldn’t load your orders</p>
        <p>{error}</p>
        <Button variant="outline" iconStart={<RefreshIcon size={18} />} onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }

  if (orders.length === 0) {
    return (
      <div className={styles.statePanel}>
        <ClipboardIcon size={32} />
        <p className={styles.stateTitle}>No orders yet</p>
        <p>When you order a filing, it appears here with its status, timeline and receipt.</p>
        <div className={styles.buttonRow}>
          <LinkButton to="/business/business-formation">Business services</LinkButton>
          <LinkButton to="/trucking-authority" variant="outline">
            Trucking services
          </LinkButton>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.sectionTitle}>
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
                {o.businessName ? <span className={styles.muted}>{o.businessName}</span> : null}
              </span>
              <span className={styles.orderMeta}>
                <StatusBadge status={o.status} />
                <span className={styles.orderTotal}>{formatUsd(toCents(o.total))}</span>
                <span className={styles.muted}>{formatDate(o.createdAt)}</span>
              </span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
