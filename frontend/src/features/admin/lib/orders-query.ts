/**
 * The orders list state lives in the URL (?status=&phase=&q=&page=&sort=&dir=) so a filtered view can be
 * shared, bookmarked and restored with Back. These helpers translate between the URL, the screen
 * and the query string of `GET /admin/orders`.
 */
import { isFulfilmentPhase, isOrderStatus, type FulfilmentPhase, type OrderStatus } from '@filebridge/contracts';
import type { OrderSort, SortDirection } from '@filebridge/contracts';

export const ORDERS_PAGE_SIZE = 25;
export const ORDER_SORTS: readonly OrderSort[] = ['created_at', 'total_cents', 'order_number', 'status'];
/** Longest search the server accepts. */
export const SEARCH_MAX = 100;

export interface OrdersFilter {
  status: OrderStatus | '';
  phase: FulfilmentPhase | '';
  search: string;
  page: number;
  sort: OrderSort;
  direction: SortDirection;
}

export const DEFAULT_ORDERS_FILTER: OrdersFilter = { status: '', phase: '', search: '', page: 1, sort: 'created_at', direction: 'desc' };

export interface OrdersApiQuery {
  status?: OrderStatus;
  phase?: FulfilmentPhase;
  search?: string;
  page: number;
  pageSize: number;
  sort: OrderSort;
  direction: SortDirection;
}

const isSort = (value: string | null): value is OrderSort => !!value && (ORDER_SORTS as readonly string[]).includes(value);

/** Reads the list state from the URL, ignoring anything invalid. */
export function parseOrdersFilter(params: URLSearchParams): OrdersFilter {
  const status = params.get('status');
  const phase = params.get('phase');
  const sort = params.get('sort');
  const dir = params.get('dir');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: isOrderStatus(status) ? status : '',
    phase: isFulfilmentPhase(phase) ? phase : '',
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    sort: isSort(sort) ? sort : DEFAULT_ORDERS_FILTER.sort,
    direction: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_ORDERS_FILTER.direction,
  };
}

/** The URL form of the list state; defaults are left out to keep links short. */
export function ordersFilterToParams(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.phase) params.set('phase', filter.phase);
  const search = filter.search.trim();
  if (search) params.set('q', search);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.sort !== DEFAULT_ORDERS_FILTER.sort || filter.direction !== DEFAULT_ORDERS_FILTER.direction) {
    params.set('sort', filter.sort);
    params.set('dir', filter.direction);
  }
  return params;
}

/** The query of `GET /admin/orders` for a list state. */
export function toOrdersApiQuery(filter: OrdersFilter, pageSize = ORDERS_PAGE_SIZE): OrdersApiQuery {
  const search = filter.search.trim();
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.phase ? { phase: filter.phase } : {}),
    ...(search ? { search } : {}),
    page: filter.page,
    pageSize,
    sort: filter.sort,
    direction: filter.direction,
  };
}

/** The query string the list sends, e.g. `status=paid&search=acme&page=1&pageSize=25&sort=created_at&direction=desc`. */
export function ordersQueryString(filter: OrdersFilter, pageSize = ORDERS_PAGE_SIZE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toOrdersApiQuery(filter, pageSize))) params.set(key, String(value));
  return params.toString();
}

/** Clicking a column: the same column flips the direction; a new one starts at its natural order. */
export function nextSort(filter: OrdersFilter, column: OrderSort): Pick<OrdersFilter, 'sort' | 'direction'> {
  if (filter.sort === column) return { sort: column, direction: filter.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: column, direction: column === 'order_number' || column === 'status' ? 'asc' : 'desc' };
}
