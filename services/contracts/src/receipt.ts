import { RECEIPT_DUE_MS } from './limits';
import type { BusinessInfo, CustomerInfo } from './api';

/** The receipt of spec §3, built the same way for the customer's screen and the receipt mail. */
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
  paymentStatus: 'Paid';
}

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
}

export function invoiceNumberFor(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^FB-/, '')}`;
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
    paymentStatus: 'Paid',
  };
}
