import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type OrderRequestMailData = MailData<'order-request'>;

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
