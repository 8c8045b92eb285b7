import { BRAND_NAME, formatUsd, toCents } from '@filebridge/contracts';
import { formatLongDate } from './format';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

export interface ReceiptCustomer {
  name: string;
  email: string;
  phone?: string;
  address: string;
}

export interface ReceiptBusiness {
  name: string;
  /** Entity type as the customer chose it, e.g. "LLC". */
  type: string;
  state: string;
  address: string;
}

export interface ReceiptItem {
  description: string;
  /** Dollars. */
  amount: number;
}

/**
 * The receipt as `buildReceipt` makes it (fields named as the product names them, amounts in
 * dollars, dates as ISO strings) plus the order's link. Built by the order side after payment.
 */
export interface ReceiptMailData {
  invoiceNumber: string;
  orderNumber: string;
  /** Kept for tracing; customers know an order by its number, so the mail does not show the id. */
  orderId: string;
  date: string;
  /** The order date plus RECEIPT_DUE_MS, as the builder computed it. */
  dueDate: string;
  customer: ReceiptCustomer;
  business: ReceiptBusiness;
  items: ReceiptItem[];
  /** Dollars, as are taxAmount and total. */
  subtotal: number;
  taxAmount: number;
  total: number;
  /** "Credit Card", as the receipt has always named the method; shown as given. */
  paymentMethod: string;
  /** "Paid", or what the refunds made of it; shown as given. */
  paymentStatus: string;
  orderUrl: string;
}

export function parsePaymentReceipt(data: unknown): ReceiptMailData {
  const f = Fields.of('payment-receipt', data);
  const c = f.object('customer');
  const b = f.object('business');
  const customer: ReceiptCustomer = {
    name: c.string('name'),
    email: c.email('email'),
    address: c.string('address'),
  };
  const phone = c.optionalString('phone');
  if (phone !== undefined) customer.phone = phone;

  const receipt: ReceiptMailData = {
    invoiceNumber: f.string('invoiceNumber'),
    orderNumber: f.string('orderNumber'),
    orderId: f.string('orderId'),
    date: f.isoDate('date'),
    dueDate: f.isoDate('dueDate'),
    customer,
    business: {
      name: b.string('name'),
      type: b.string('type'),
      state: b.string('state'),
      address: b.string('address'),
    },
    items: f.list('items').map((item) => ({
      description: item.string('description'),
      amount: item.dollars('amount'),
    })),
    subtotal: f.dollars('subtotal'),
    taxAmount: f.dollars('taxAmount'),
    total: f.dollars('total'),
    paymentMethod: f.string('paymentMethod'),
    paymentStatus: f.string('paymentStatus'),
    orderUrl: f.url('orderUrl'),
  };

  // An invoice whose lines do not add up is a legal document with wrong numbers: better the job
  // fails, visibly, than the customer keeps it. Summed in cents, where dollars' binary fractions cannot drift.
  const itemsCents = receipt.items.reduce((sum, item) => sum + toCents(item.amount), 0);
  if (itemsCents !== toCents(receipt.subtotal)) {
    f.fail(`items add up to ${formatUsd(itemsCents)} but subtotal is ${formatUsd(toCents(receipt.subtotal))}`);
  }
  if (toCents(receipt.subtotal) + toCents(receipt.taxAmount) !== toCents(receipt.total)) {
    f.fail(`subtotal ${receipt.subtotal} + taxAmount ${receipt.taxAmount} does not equal total ${receipt.total}`);
  }
  return receipt;
}

export function renderPaymentReceipt(data: ReceiptMailData): RenderedMail {
  const total = formatUsd(toCents(data.total));
  const { customer, business } = data;
  return renderLayout({
    subject: `Your ${BRAND_NAME} receipt for order ${data.orderNumber}`,
    preheader: `Payment of ${total} received for order ${data.orderNumber}. Invoice ${data.invoiceNumber}.`,
    blocks: [
      { kind: 'heading', text: 'Payment received, thank you' },
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `We received your payment of ${total} for order ${data.orderNumber}. This email is your receipt; please keep it for your records.`,
      },
      {
        kind: 'details',
        rows: [
          { label: 'Invoice number', value: data.invoiceNumber },
          { label: 'Order number', value: data.orderNumber },
          { label: 'Invoice date', value: formatLongDate(data.date) },
          { label: 'Due date', value: formatLongDate(data.dueDate) },
          { label: 'Payment method', value: data.paymentMethod },
          { label: 'Payment status', value: data.paymentStatus },
        ],
      },
      {
        kind: 'columns',
        columns: [
          {
            title: 'Billed to',
            lines: [customer.name, customer.email, ...(customer.phone ? [customer.phone] : []), customer.address],
          },
          {
            title: 'Business',
            lines: [business.name, `${business.type}, ${business.state}`, business.address],
          },
        ],
      },
      {
        kind: 'lineItems',
        items: data.items.map((item) => ({
          description: item.description,
          amount: formatUsd(toCents(item.amount)),
        })),
        totals: [
          { label: 'Subtotal', amount: formatUsd(toCents(data.subtotal)) },
          { label: 'Tax', amount: formatUsd(toCents(data.taxAmount)) },
          { label: 'Total', amount: total, emphasis: true },
        ],
      },
      { kind: 'button', label: 'View your order', url: data.orderUrl },
      {
        kind: 'paragraph',
        // No separate mail announces that work has started: this one, sent the same second, does.
        text: `Our team has started work on your order, and we will email you again when it is completed. Please quote ${data.orderNumber} if you contact us about it.`,
      },
    ],
    reason: `You received this email because you paid for an order with ${BRAND_NAME}.`,
  });
}
