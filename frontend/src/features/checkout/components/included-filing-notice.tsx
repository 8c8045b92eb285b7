import { openOrderIncluding } from '@filebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AlertIcon } from '../../../components/icons';
import { myOrdersQuery } from '../../../lib/api/my-orders';
import styles from './checkout.module.css';

/**
 * Warns before selling a filing the customer's open order already includes (a BOC-3 bought minutes
 * after an authority package that files one). It warns and does not block: the customer may have a
 * reason to file again. Without the order list (still loading, failed) it says nothing.
 */
export function IncludedFilingNotice({ serviceSlug, userId }: { serviceSlug: string; userId: string }) {
  const { data: orders } = useQuery(myOrdersQuery());
  const including = orders ? openOrderIncluding(serviceSlug, orders) : null;
  return (
    <div aria-live="polite">
      {including ? (
        <p className={styles.notice} data-testid="included-filing-notice">
          <AlertIcon size={18} />
          <span>
            Your order <Link to={`/my/account/${userId}/orders/${including.id}`}>{including.orderNumber}</Link> ({including.serviceName},{' '}
            {including.packageTitle}) already includes this filing. You do not need to buy it again unless your details have changed.
          </span>
        </p>
      ) : null}
    </div>
  );
}
