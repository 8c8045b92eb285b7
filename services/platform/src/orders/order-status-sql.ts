import { PAID_ORDER_STATUSES, UNPAID_ORDER_STATUSES, type OrderStatus } from '@filebridge/contracts';

const statusIn = (statuses: readonly OrderStatus[], column: string) => `${column} IN (${statuses.map((s) => `'${s}'`).join(', ')})`;

/**
 * `status IN (…)` over the unpaid statuses, written out as literals so the planner can use the
 * partial indexes on unpaid orders.
 */
export const UNPAID_STATUS_SQL = statusIn(UNPAID_ORDER_STATUSES, 'status');

/** `o.status IN (…)` over the paid statuses, for queries that name the orders table `o`. */
export const PAID_STATUS_SQL = statusIn(PAID_ORDER_STATUSES, 'o.status');
