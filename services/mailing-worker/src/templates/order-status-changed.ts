import { BRAND_NAME, ORDER_STATUS_LABELS, type OrderStatus, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type OrderStatusChangedMailData = MailData<'order-status-changed'>;

/**
 * What the new status means for the customer. A Record over every status, so adding one to the
 * lifecycle fails the build here until its customer-facing wording exists.
 */
const WHAT_IT_MEANS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Your order is waiting for payment. You can complete the payment from your order page.',
  payment_failed:
    'Your payment did not go through, and you have not been charged for this attempt. You can try again from your order page.',
  paid: 'We have received your payment. Your receipt is on its way in a separate email.',
  in_progress: 'Our team has started working on your order. We will let you know as soon as it is done.',
  completed: 'Your order is complete. Your documents and details are available from your order page.',
  refunded:
    'We have refunded your payment to the original card. Depending on your bank, it can take a few business days to appear on your statement.',
  expired: 'This order expired because payment was not completed in time. You are welcome to place a new order whenever you are ready.',
};

export function renderOrderStatusChanged(data: OrderStatusChangedMailData): RenderedMail {
  const from = ORDER_STATUS_LABELS[data.fromStatus];
  const to = ORDER_STATUS_LABELS[data.toStatus];
  const meaning = WHAT_IT_MEANS[data.toStatus];
  return renderLayout({
    subject: `Your order ${data.orderNumber} is now: ${to}`,
    preheader: meaning,
    blocks: [
      { kind: 'heading', text: `Order ${data.orderNumber}: ${to}` },
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: `The status of your order ${data.orderNumber} has changed.` },
      {
        kind: 'details',
        rows: [
          { label: 'Order number', value: data.orderNumber },
          { label: 'Previous status', value: from },
          { label: 'New status', value: to },
        ],
      },
      { kind: 'paragraph', text: meaning },
      ...(data.note ? [{ kind: 'quote' as const, label: 'Note from our team', text: data.note }] : []),
      { kind: 'button', label: 'View your order', url: data.orderUrl },
    ],
    reason: `You received this email because you placed an order with ${BRAND_NAME}.`,
  });
}
