import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type OrderMessageMailData = MailData<'order-message'>;

export function renderOrderMessage(data: OrderMessageMailData): RenderedMail {
  return data.fromCustomer ? renderToTeam(data) : renderToCustomer(data);
}

function renderToTeam(data: OrderMessageMailData): RenderedMail {
  const n = data.messages.length;
  const lead = n === 1 ? 'The customer wrote about their order.' : `The customer wrote ${n} times about their order.`;
  return renderLayout({
    subject: `Customer message${n === 1 ? '' : 's'} on order ${data.orderNumber}`,
    preheader: lead,
    blocks: [
      { kind: 'heading', text: `Order ${data.orderNumber}: the customer wrote` },
      { kind: 'paragraph', text: lead },
      ...data.messages.map((text) => ({ kind: 'quote' as const, label: 'Customer', text })),
      {
        kind: 'paragraph',
        text: `Answer in the order's thread in the console (search for ${data.orderNumber}), so the reply stays with the filing.`,
      },
      { kind: 'button', label: 'Open the console', url: data.orderUrl },
    ],
    reason: `You received this email because it goes to the ${BRAND_NAME} team's inbox.`,
  });
}

function renderToCustomer(data: OrderMessageMailData): RenderedMail {
  const n = data.messages.length;
  const lead = n === 1 ? 'Our team wrote to you about your order.' : `Our team wrote to you ${n} times about your order.`;
  return renderLayout({
    subject: n === 1 ? `New message about order ${data.orderNumber}` : `${n} new messages about order ${data.orderNumber}`,
    preheader: lead,
    blocks: [
      { kind: 'heading', text: `Order ${data.orderNumber}: new message${n === 1 ? '' : 's'}` },
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: lead },
      ...data.messages.map((text) => ({ kind: 'quote' as const, label: `${BRAND_NAME} team`, text })),
      { kind: 'paragraph', text: 'Reply on your order page so your answer stays with your filing.' },
      { kind: 'button', label: 'Read and reply', url: data.orderUrl },
    ],
    reason: `You received this email because you placed an order with ${BRAND_NAME}.`,
  });
}
