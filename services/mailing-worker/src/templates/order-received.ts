import { BRAND_NAME, formatUsd } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/** Sent when an order is created, before payment is confirmed (`order.created`). */
export interface OrderReceivedMailData {
  orderNumber: string;
  customerName: string;
  serviceName: string;
  packageTitle: string;
  /** Integer cents. */
  total: number;
  orderUrl: string;
}

export function parseOrderReceived(data: unknown): OrderReceivedMailData {
  const f = Fields.of('order-received', data);
  return {
    orderNumber: f.string('orderNumber'),
    customerName: f.string('customerName'),
    serviceName: f.string('serviceName'),
    packageTitle: f.string('packageTitle'),
    total: f.cents('total'),
    orderUrl: f.url('orderUrl'),
  };
}

export function renderOrderReceived(data: OrderReceivedMailData): RenderedMail {
  const total = formatUsd(data.total);
  return renderLayout({
    subject: `We received your order ${data.orderNumber}`,
    preheader: `${data.serviceName}, ${data.packageTitle} package, ${total}. Your receipt follows once payment is confirmed.`,
    blocks: [
      { kind: 'heading', text: `We received your order ${data.orderNumber}` },
      { kind: 'paragraph', text: `Hi ${data.customerName},` },
      {
        kind: 'paragraph',
        text: `Thank you for choosing ${BRAND_NAME}. Your order is in. As soon as your payment is confirmed we will email your receipt, and our team will start on your filing.`,
      },
      {
        kind: 'details',
        rows: [
          { label: 'Order number', value: data.orderNumber },
          { label: 'Service', value: data.serviceName },
          { label: 'Package', value: data.packageTitle },
          { label: 'Total', value: total },
        ],
      },
      { kind: 'button', label: 'View your order', url: data.orderUrl },
      {
        kind: 'paragraph',
        text: `You can follow every step of your order from your account. Please quote ${data.orderNumber} if you contact us about it.`,
      },
    ],
    reason: `You received this email because you placed an order with ${BRAND_NAME}.`,
  });
}
