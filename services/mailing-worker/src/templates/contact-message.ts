import { BRAND_NAME } from '@filebridge/contracts';
import { oneLine, truncate } from './format';
import { renderLayout, type DetailRow, type RenderedMail } from './layout';
import { Fields } from './validate';

/** A visitor's contact-form message, sent to our support desk (not to the visitor). */
export interface ContactMessageMailData {
  name: string;
  email: string;
  phone?: string;
  topic: string;
  message: string;
}

export function parseContactMessage(data: unknown): ContactMessageMailData {
  const f = Fields.of('contact-message', data);
  const parsed: ContactMessageMailData = {
    name: f.string('name'),
    email: f.email('email'),
    topic: f.string('topic'),
    message: f.string('message'),
  };
  const phone = f.optionalString('phone');
  if (phone !== undefined) parsed.phone = phone;
  return parsed;
}

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
