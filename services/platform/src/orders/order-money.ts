import type { SettledOrder } from '@filebridge/contracts';

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
