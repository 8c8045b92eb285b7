import { RECEIPT_DUE_MS } from './limits';
import type { BusinessInfo, CustomerInfo } from './schemas/orders';

/**
 * The receipt, built the same way for the customer's screen, its PDF and the receipt mail. Amounts
 * are integer cents, as the order stores them; each of those formats them only where it shows them.
 */
export interface Receipt {
  invoiceNumber: string;
  orderNumber: string;
  orderId: string;
  date: string;
  dueDate: string;
  customer: { name: string; email: string; phone: string; address: string };
  business: { name: string; type: string; state: string; address: string };
  items: { description: string; amountCents: number }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  paymentMethod: 'Credit Card';
  /** "Paid" until Stripe confirms money given back. */
  paymentStatus: ReceiptPaymentStatus;
  /** What Stripe confirmed refunded; 0 when none. */
  refundedCents: number;
}

export type ReceiptPaymentStatus = 'Paid' | 'Partially refunded' | 'Refunded';

export function receiptPaymentStatus(totalCents: number, refundedCents: number): ReceiptPaymentStatus {
  if (refundedCents <= 0) return 'Paid';
  return refundedCents >= totalCents ? 'Refunded' : 'Partially refunded';
}

/** What a receipt is built from: the order as stored, amounts in integer cents. */
export interface ReceiptSource {
  orderId: string;
  orderNumber: string;
  orderDate: string | Date;
  customerInfo: CustomerInfo;
  businessInfo: BusinessInfo;
  items: { description: string; amountCents: number }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** What Stripe confirmed refunded; none when absent. */
  refundedCents?: number;
}

export function invoiceNumberFor(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^FB-/, '')}`;
}

/** The n-th credit note (refund) of an order, counted from 1 in the order its refunds were made. */
export function creditNoteNumberFor(orderNumber: string, n: number): string {
  return `CN-${orderNumber.replace(/^FB-/, '')}-${n}`;
}

export function buildReceipt(src: ReceiptSource): Receipt {
  const date = new Date(src.orderDate);
  const c = src.customerInfo;
  const b = src.businessInfo;
  return {
    invoiceNumber: invoiceNumberFor(src.orderNumber),
    orderNumber: src.orderNumber,
    orderId: src.orderId,
    date: date.toISOString(),
    dueDate: new Date(date.getTime() + RECEIPT_DUE_MS).toISOString(),
    customer: {
      name: `${c.firstName} ${c.lastName}`.trim(),
      email: c.email,
      phone: c.phone,
      address: `${c.billingAddress.address}, ${c.billingAddress.city}, ${c.billingAddress.state} ${c.billingAddress.zip}`,
    },
    business: { name: b.name, type: b.type, state: b.state, address: `${b.address}, ${b.city}, ${b.state} ${b.zip}` },
    items: src.items.map((i) => ({ description: i.description, amountCents: i.amountCents })),
    subtotalCents: src.subtotalCents,
    taxCents: src.taxCents,
    totalCents: src.totalCents,
    paymentMethod: 'Credit Card',
    paymentStatus: receiptPaymentStatus(src.totalCents, src.refundedCents ?? 0),
    refundedCents: src.refundedCents ?? 0,
  };
}
