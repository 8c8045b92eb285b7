import type { DataSource } from 'typeorm';
import {
  isExpedited,
  MAX_UNPAID_ORDERS_PER_ACCOUNT,
  type AdditionalServices,
  type BusinessInfo,
  type CustomerInfo,
  type OrderQuoteInputs,
  type QuoteLine,
  UNPAID_ORDER_STATUSES,
} from '@filebridge/contracts';

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

/**
 * Stores an order unless its account already holds the most unpaid orders it may: the count, the
 * order and its first timeline row in one statement. A lock held for the account until that
 * statement commits makes creates of one account take turns, and the statement counts with a
 * snapshot taken once the lock is held, so racing requests cannot all see room for one more: one
 * function call (`place_order`), one round trip. No event is published: nothing acts on an order
 * until it is paid, and its confirmation is the receipt (a mail per checkout would go out for every
 * abandoned or repeated one). True when the order is stored, by this call or an earlier repeat of
 * it; false when there is no room.
 */
export async function placeOrder(ds: DataSource, o: NewOrder): Promise<boolean> {
  // Keyed by the orders table's columns: place_order reads it as a row of that table (jsonb_populate_record).
  const row = {
    id: o.id,
    order_number: o.orderNumber,
    payment_intent_id: o.paymentIntentId,
    account_id: o.accountId,
    service_id: o.serviceId,
    package_id: o.packageId,
    business_info: o.businessInfo,
    customer_info: o.customerInfo,
    items: o.items,
    additional_services: o.additionalServices,
    included_add_ons: o.includedAddOns,
    expedited: isExpedited(o.additionalServices, o.includedAddOns),
    quote_inputs: o.quoteInputs,
    subtotal_cents: o.subtotalCents,
    tax_cents: o.taxCents,
    total_cents: o.totalCents,
  };
  const [{ stored }] = await ds.query<[{ stored: boolean }]>(`SELECT place_order($1, $2, $3, $4) AS stored`, [
    `unpaid-orders:${o.accountId}`,
    JSON.stringify(row),
    MAX_UNPAID_ORDERS_PER_ACCOUNT,
    UNPAID_ORDER_STATUSES,
  ]);
  return stored;
}
