import type { OrderDetailDto, OrderStatus, OrderSummaryDto, UserDto } from '@filebridge/contracts';
import { api } from '../../../lib/api-client';

/** A row of GET /api/my/orders (the summary plus the names the list shows). */
export type MyOrderSummary = OrderSummaryDto;

export interface MyOrderList {
  items: MyOrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/my/orders/:id: the summary plus business, customer, items, totals and the timeline. */
export type MyOrderDetail = OrderDetailDto;

export function listMyOrders(signal?: AbortSignal) {
  return api.get<{ success: boolean; data: MyOrderList }>('/api/my/orders', { auth: 'customer', signal });
}

export function getMyOrder(id: string, signal?: AbortSignal) {
  return api.get<{ success: boolean; data: MyOrderDetail }>(`/api/my/orders/${encodeURIComponent(id)}`, { auth: 'customer', signal });
}

export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  phone?: string;
  profilePicture?: string;
}

/** PATCH /api/auth/me → `{ success, user }`. An empty phone or picture clears it. */
export function updateProfile(body: ProfilePatch) {
  return api.patch<{ success: boolean; user: UserDto }>('/api/auth/me', body, { auth: 'customer' });
}

export function getMe(signal?: AbortSignal) {
  return api.get<{ success: boolean; user: UserDto }>('/api/auth/me', { auth: 'customer', signal });
}

/** Statuses after which nothing changes any more: polling stops there. */
export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['completed', 'refunded', 'expired']);

/** Statuses whose order has been paid, so it has a receipt. */
export const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['paid', 'in_progress', 'completed', 'refunded']);
