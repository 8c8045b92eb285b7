import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { oneLine, truncate } from './format';
import { renderLayout, type DetailRow, type RenderedMail } from './layout';

export type ContactMessageMailData = MailData<'contact-message'>;

export function renderContactMessage(data: ContactMessageMailData): RenderedMail {
  const rows: DetailRow[] = [
    { label: 'Name', value: data.name },
    { label: 'Email', value: data.email, href: `mailto:${data.email}` },
  ];
  // Only digits and "+" go into the tel: link; the visitor's own formatting is shown as typed.
  if (data.phone)
    rows.push({
      label: 'Phone',
      value: data.phone,
      href: `tel:${data.phone.replace(/[^\d+]/g, '')}`,
    });
  rows.push({ label: 'Topic', value: data.topic });

  return renderLayout({
    // The sender's text goes into a header here, so it is forced onto one line.
    subject: `Contact form: ${oneLine(data.topic)} (from ${oneLine(data.name)})`,
    preheader: truncate(data.message, 120),
    blocks: [
      { kind: 'heading', text: 'New message from the contact form' },
      { kind: 'details', rows },
      { kind: 'quote', label: 'Message', text: data.message },
      { kind: 'paragraph', text: `Reply to ${data.email} to answer ${data.name} directly.` },
    ],
    reason: `Sent by the ${BRAND_NAME} website contact form.`,
    hideSupport: true,
  });
}
