import { PAID_ORDER_STATUSES, UNPAID_ORDER_STATUSES, type OrderStatus, type SettledOrder } from '@filebridge/contracts';

const statusIn = (statuses: readonly OrderStatus[], column: string) => `${column} IN (${statuses.map((s) => `'${s}'`).join(', ')})`;

/**
 * `status IN (…)` over the unpaid statuses, written out as literals so the planner can use the
 * partial indexes on unpaid orders.
 */
export const UNPAID_STATUS_SQL = statusIn(UNPAID_ORDER_STATUSES, 'status');

/** `o.status IN (…)` over the paid statuses, for queries that name the orders table `o`. */
export const PAID_STATUS_SQL = statusIn(PAID_ORDER_STATUSES, 'o.status');

/** The columns of an order that the settle check reads. */
export interface OrderMoneyRow {
  id: string;
  account_id: string;
  payment_intent_id: string | null;
  total_cents: number;
  currency: string;
}
export const ORDER_MONEY_COLUMNS: readonly (keyof OrderMoneyRow)[] = ['id', 'account_id', 'payment_intent_id', 'total_cents', 'currency'];

export const settledOrderOf = (o: OrderMoneyRow): SettledOrder => ({
  id: o.id,
  accountId: o.account_id,
  totalCents: o.total_cents,
  currency: o.currency,
  paymentIntentId: o.payment_intent_id,
});
