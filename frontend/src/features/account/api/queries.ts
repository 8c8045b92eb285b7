import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../../../lib/api';
import { myOrdersQuery } from '../../../lib/api/my-orders';
import { FINAL_STATUSES, myComplianceQuery, myOrderQuery } from './account';

export type LoadStatus = 'loading' | 'success' | 'error';

/** A list as the account screens show it: loading until its first answer, kept on screen through a failed refresh. */
function listView<T>(query: UseQueryResult<T[]>, failure: string) {
  const status: LoadStatus = query.data ? 'success' : query.isError ? 'error' : 'loading';
  return {
    status,
    orders: query.data ?? [],
    error: status === 'error' ? errorMessage(query.error, failure) : null,
    retry: () => void query.refetch(),
  };
}

export const ORDERS_POLL_MS = 5000;
export const ORDER_POLL_MS = 3000;

/**
 * GET /api/my/orders, refreshed every 5 s while an order is between payment and work starting.
 * A failed background refresh keeps the list on screen.
 */
export function useMyOrders() {
  const query = useQuery({
    ...myOrdersQuery(),
    refetchInterval: (q) => (q.state.data?.some((o) => o.status === 'paid') ? ORDERS_POLL_MS : false),
    refetchOnWindowFocus: (q) => (q.state.data?.some((o) => o.status === 'paid') ? 'always' : false),
  });
  return listView(query, 'We could not load your orders.');
}

/**
 * GET /api/my/orders/:id, polled every 3 s while the status is not final (completed, refunded,
 * expired), so the timeline moves (Paid → In progress → Completed) without a reload.
 */
export function useMyOrder(orderId: string) {
  const live = (status: string | undefined) => status !== undefined && !FINAL_STATUSES.has(status as never);
  const query = useQuery({
    ...myOrderQuery(orderId),
    refetchInterval: (q) => (live(q.state.data?.status) ? ORDER_POLL_MS : false),
    refetchOnWindowFocus: (q) => (live(q.state.data?.status) ? 'always' : false),
  });
  const order = query.data ?? null;
  const status: LoadStatus = order ? 'success' : query.isError ? 'error' : 'loading';
  const notFound = status === 'error' && isApiError(query.error) && query.error.status === 404;
  return {
    status,
    order,
    error: status === 'error' ? (notFound ? 'Order not found' : errorMessage(query.error, 'We could not load this order.')) : null,
    notFound,
    live: live(order?.status),
    updatedAt: order ? new Date(query.dataUpdatedAt) : null,
    retry: () => void query.refetch(),
  };
}

/** GET /api/my/compliance: the filings that follow from the customer's paid orders, dated on the server. */
export function useMyCompliance() {
  return listView(useQuery(myComplianceQuery()), 'We could not load your compliance dates.');
}
