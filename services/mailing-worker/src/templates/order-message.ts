import { BRAND_NAME } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/**
 * One side's messages in an order's thread that the other has not read yet, at most one mail per
 * ten minutes: the team's to the customer, or the customer's to the team's inbox.
 */
export interface OrderMessageMailData {
  orderNumber: string;
  /** The unread messages, oldest first. */
  messages: string[];
  orderUrl: string;
  /** The customer wrote them; the mail goes to the team. */
  fromCustomer?: boolean;
}

export function parseOrderMessage(data: unknown): OrderMessageMailData {
  const f = Fields.of('order-message', data);
  const raw = (data as { messages?: unknown }).messages;
  const messages = Array.isArray(raw) && raw.length && raw.every((m) => typeof m === 'string' && m.trim()) ? (raw as string[]) : null;
  return {
    orderNumber: f.string('orderNumber'),
    messages: messages ?? f.fail('messages must be a non-empty list of text'),
    orderUrl: f.url('orderUrl'),
    ...((data as { fromCustomer?: unknown }).fromCustomer === true && { fromCustomer: true }),
  };
}

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
