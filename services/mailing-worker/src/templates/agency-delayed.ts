import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { formatLongDate } from './format';
import { renderLayout, type RenderedMail } from './layout';

export type AgencyDelayedMailData = MailData<'agency-delayed'>;

export function renderAgencyDelayed(data: AgencyDelayedMailData): RenderedMail {
  const date = formatLongDate(`${data.estimate}T12:00:00.000Z`);
  const lead = `${data.agency} is taking longer than usual with your ${data.serviceName} filing. We now expect it around ${date}.`;
  return renderLayout({
    subject: `Order ${data.orderNumber}: the agency is running behind`,
    preheader: lead,
    blocks: [
      { kind: 'heading', text: 'Your filing is taking longer at the agency' },
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: lead },
      ...(data.reason ? [{ kind: 'quote' as const, label: 'What we know', text: data.reason }] : []),
      {
        kind: 'paragraph',
        text: 'Your filing is in and nothing is needed from you. This is an estimate: we will tell you as soon as the agency answers.',
      },
      { kind: 'button', label: 'See your order', url: data.orderUrl },
    ],
    reason: `You received this email because you placed an order with ${BRAND_NAME}.`,
  });
}
