import type { OrderStatus } from '@filebridge/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys, type ApiBody, type ApiData } from '../../../lib/api';

/** A row of GET /api/my/orders. */
export type MyOrderSummary = ApiData<'myOrders'>['items'][number];
/** GET /api/my/orders/:id: the summary plus business, customer, items, totals and the timeline. */
export type MyOrderDetail = ApiData<'myOrder'>;

export function getMyOrder(id: string, signal?: AbortSignal) {
  return callApi('myOrder', { params: { id }, signal });
}

/** POST /api/my/orders/:id/cancel: the refund it sent to Stripe, on its way until Stripe confirms it. */
export function cancelMyOrder(id: string) {
  return callApi('cancelMyOrder', { params: { id } });
}

/** PATCH /api/auth/me → `{ success, user }`. An empty phone or picture clears it. */
export function updateProfile(body: ApiBody<'updateMe'>) {
  return callApi('updateMe', { body });
}

/** GET /api/my/compliance: each paid order's filings, dated on the server. */
export type MyCompliance = ApiData<'myCompliance'>;

export function getMyCompliance(signal?: AbortSignal) {
  return callApi('myCompliance', { signal });
}

export function getMe(signal?: AbortSignal) {
  return callApi('me', { signal });
}

export const myComplianceQuery = () =>
  queryOptions({ queryKey: queryKeys.my.compliance(), queryFn: ({ signal }) => getMyCompliance(signal).then((body) => body.data) });

export const myOrderQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.my.order(id), queryFn: ({ signal }) => getMyOrder(id, signal).then((body) => body.data) });

/** Statuses after which nothing changes any more: polling stops there. */
export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['completed', 'refunded', 'expired']);

/** GET /api/my/compliance/feed: whether a calendar feed link exists (the link is shown only when made). */
export const myCalendarFeedQuery = () =>
  queryOptions({
    queryKey: queryKeys.my.calendarFeed(),
    queryFn: ({ signal }) => callApi('myCalendarFeed', { signal }).then((b) => b.data),
  });

/** POST /api/my/compliance/feed: a new secret link; the previous one stops working. */
export function createCalendarFeed() {
  return callApi('createCalendarFeed', {}).then((b) => b.data);
}

export function revokeCalendarFeed() {
  return callApi('revokeCalendarFeed', {});
}
