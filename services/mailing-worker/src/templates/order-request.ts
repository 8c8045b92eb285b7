import { BRAND_NAME } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/** Sent once per request the team raises: what is asked and how to answer it. */
export interface OrderRequestMailData {
  orderNumber: string;
  serviceName: string;
  /** The request's customer-facing title (REQUEST_COPY). */
  label: string;
  instructions: string;
  /** The team's own words. */
  message: string;
  orderUrl: string;
}

export function parseOrderRequest(data: unknown): OrderRequestMailData {
  const f = Fields.of('order-request', data);
  return {
    orderNumber: f.string('orderNumber'),
    serviceName: f.string('serviceName'),
    label: f.string('label'),
    instructions: f.string('instructions'),
    message: f.string('message'),
    orderUrl: f.url('orderUrl'),
  };
}

export function renderOrderRequest(data: OrderRequestMailData): RenderedMail {
  const lead = `Our team needs something from you to continue with your ${data.serviceName} filing. Your filing waits until you answer.`;
  return renderLayout({
    subject: `Action needed on order ${data.orderNumber}: ${data.label}`,
    preheader: lead,
    blocks: [
      { kind: 'heading', text: data.label },
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: lead },
      { kind: 'quote', label: 'What our team asks', text: data.message },
      { kind: 'paragraph', text: data.instructions },
      { kind: 'button', label: 'Answer on your order page', url: data.orderUrl },
    ],
    reason: `You received this email because you placed an order with ${BRAND_NAME}.`,
  });
}
