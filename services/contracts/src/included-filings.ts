import { PAID_ORDER_STATUSES, type OrderStatus } from './order-state';

/**
 * Filings some packages already include that are also sold on their own, keyed by the service that
 * sells them alone: a customer with an open order for such a package would pay for the filing twice.
 * The seed's tests hold this table to the packages' own benefit lists.
 */
export const FILINGS_INCLUDED_IN_PACKAGES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'boc3-filing': {
    'interstate-authority-packages': ['Standard', 'Premium'],
    'broker-authority-package': ['Basic', 'Standard'],
    'expedited-authority-certification': ['Expedited Authority'],
  },
};

interface OrderForInclusion {
  orderNumber: string;
  status: OrderStatus;
  serviceSlug: string;
  serviceName: string;
  packageTitle: string;
}

/**
 * The customer's paid order whose package already includes what `serviceSlug` sells alone, if any.
 * Only open orders count: a completed filing may have to be filed again (new details, a lapsed agent),
 * and a refunded one no longer includes anything.
 */
export function openOrderIncluding<O extends OrderForInclusion>(serviceSlug: string, orders: readonly O[]): O | null {
  const including = FILINGS_INCLUDED_IN_PACKAGES[serviceSlug];
  if (!including) return null;
  return (
    orders.find(
      (o) => PAID_ORDER_STATUSES.includes(o.status) && o.status !== 'completed' && including[o.serviceSlug]?.includes(o.packageTitle),
    ) ?? null
  );
}
