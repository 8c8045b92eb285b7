import { BRAND_NAME, formatUsd, type MailData } from '@filebridge/contracts';
import { formatLongDate } from './format';
import { renderLayout, type RenderedMail } from './layout';

export type ReceiptMailData = MailData<'payment-receipt'>;

export function renderPaymentReceipt(data: ReceiptMailData): RenderedMail {
  const total = formatUsd(data.totalCents);
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
          amount: formatUsd(item.amountCents),
        })),
        totals: [
          { label: 'Subtotal', amount: formatUsd(data.subtotalCents) },
          { label: 'Tax', amount: formatUsd(data.taxCents) },
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
