import type { DataSource } from 'typeorm';
import {
  isExpedited,
  MAX_UNPAID_ORDERS_PER_ACCOUNT,
  type AdditionalServices,
  type BusinessInfo,
  type CustomerInfo,
  type OrderQuoteInputs,
  type QuoteLine,
} from '@filebridge/contracts';
import { UNPAID_STATUS_SQL } from '@filebridge/platform';

export interface NewOrder {
  id: string;
  orderNumber: string;
  paymentIntentId: string;
  accountId: string;
  serviceId: string;
  packageId: string;
  businessInfo: BusinessInfo;
  customerInfo: CustomerInfo;
  items: QuoteLine[];
  additionalServices: AdditionalServices;
  includedAddOns: AdditionalServices;
  quoteInputs: OrderQuoteInputs;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** An order's identity, fixed before it is stored so its payment intent can name it. */
export interface OrderIdentity {
  id: string;
  orderNumber: string;
}

/** SQL that is true while the account holds fewer unpaid orders than it may; `accountId` is its parameter. */
export const hasRoomSql = (accountId: string) =>
  `(SELECT count(*) < ${MAX_UNPAID_ORDERS_PER_ACCOUNT} FROM orders WHERE account_id = ${accountId} AND ${UNPAID_STATUS_SQL})`;

/**
 * Stores an order unless its account already holds the most unpaid orders it may: the count, the
 * order and its first timeline row in one statement. A lock held for the account until its own
 * transaction ends makes creates of one account take turns, and the statement after it counts with
 * a snapshot taken once the lock is held, so racing requests cannot all see room for one more. No
 * event is published: nothing acts on an order until it is paid, and its confirmation is the
 * receipt (a mail per checkout would go out for every abandoned or repeated one). True when the
 * order is stored, by this call or an earlier repeat of it; false when there is no room.
 */
export function placeOrder(ds: DataSource, o: NewOrder): Promise<boolean> {
  return ds.transaction(async (m) => {
    await m.query<unknown>(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`unpaid-orders:${o.accountId}`]);
    // A repeat of the same attempt finds the order its first call stored, and stores nothing.
    const [{ stored }] = await m.query<[{ stored: boolean }]>(
      `WITH earlier AS (SELECT 1 FROM orders WHERE id = $1),
     placed AS (
       INSERT INTO orders (id, order_number, payment_intent_id, account_id, service_id, package_id, status, business_info,
                           customer_info, items, additional_services, included_add_ons, expedited, quote_inputs, subtotal_cents,
                           tax_cents, total_cents)
       SELECT $1, $2, $3, $4, $5, $6, 'pending_payment', $7, $8, $9, $10, $15, $16, $11, $12, $13, $14
        WHERE NOT EXISTS (SELECT 1 FROM earlier) AND ${hasRoomSql('$4')}
       RETURNING id),
     timeline AS (
       INSERT INTO order_events (order_id, from_status, to_status, source, note)
       SELECT id, NULL, 'pending_payment', 'api', 'Order placed' FROM placed)
     SELECT EXISTS (SELECT 1 FROM earlier) OR EXISTS (SELECT 1 FROM placed) AS stored`,
      [
        o.id,
        o.orderNumber,
        o.paymentIntentId,
        o.accountId,
        o.serviceId,
        o.packageId,
        JSON.stringify(o.businessInfo),
        JSON.stringify(o.customerInfo),
        JSON.stringify(o.items),
        JSON.stringify(o.additionalServices),
        JSON.stringify(o.quoteInputs),
        o.subtotalCents,
        o.taxCents,
        o.totalCents,
        JSON.stringify(o.includedAddOns),
        isExpedited(o.additionalServices, o.includedAddOns),
      ],
    );
    return stored;
  });
}
