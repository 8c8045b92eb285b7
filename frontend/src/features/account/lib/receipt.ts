import { buildReceipt, toCents, type Receipt } from '@filebridge/contracts';
import type { MyOrderDetail } from '../api/account';

/**
 * The receipt for an order read back from the API, built with the contracts'
 * `buildReceipt` (the same function checkout and the receipt mail use), so the due date is the
 * order date + 30 days (RECEIPT_DUE_MS) wherever the receipt is shown.
 */
export function receiptFromOrder(order: MyOrderDetail): Receipt {
  return buildReceipt({
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    customerInfo: order.customerInfo,
    businessInfo: order.businessInfo,
    items: order.items.map((i) => ({ description: i.description, amountCents: toCents(i.amount) })),
    subtotalCents: toCents(order.subtotal),
    taxCents: toCents(order.taxAmount),
    totalCents: toCents(order.total),
    refundedCents: toCents(order.refunded),
  });
}

/** "March 4, 2026" in US English, in the customer's time zone. */
export function formatDate(iso: string | Date): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatDateTime(iso: string | Date): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
