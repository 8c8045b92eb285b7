import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type NewsletterConfirmMailData = MailData<'newsletter-confirm'>;

export function renderNewsletterConfirm(data: NewsletterConfirmMailData): RenderedMail {
  return renderLayout({
    subject: `Confirm your ${BRAND_NAME} newsletter subscription`,
    preheader: 'One click and you are subscribed; ignore this email and you are not.',
    blocks: [
      { kind: 'heading', text: 'Please confirm your subscription' },
      {
        kind: 'paragraph',
        text: `Someone, hopefully you, asked to receive the ${BRAND_NAME} newsletter at ${data.email}. Confirm it with the button below; the link works for 48 hours.`,
      },
      { kind: 'button', label: 'Confirm my subscription', url: data.confirmUrl, showUrl: true },
      {
        kind: 'paragraph',
        text: 'If it was not you, ignore this email: the address is not subscribed and we will not write again about it.',
      },
    ],
    reason: `You received this email because ${data.email} was entered in the newsletter sign-up on the ${BRAND_NAME} website.`,
  });
}
