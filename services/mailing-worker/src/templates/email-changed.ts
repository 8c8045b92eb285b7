import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type EmailChangedMailData = MailData<'email-changed'>;

export function renderEmailChanged(data: EmailChangedMailData): RenderedMail {
  return renderLayout({
    subject: `Your ${BRAND_NAME} email address is being changed`,
    preheader: `A change to ${data.newEmail} was asked for.`,
    blocks: [
      { kind: 'heading', text: 'Your email address is being changed' },
      { kind: 'paragraph', text: `Hello ${data.firstName},` },
      {
        kind: 'paragraph',
        text: `Someone signed in to your ${BRAND_NAME} account asked to change its email address to ${data.newEmail}. The change applies once that address is verified.`,
      },
      {
        kind: 'paragraph',
        text: 'If it was not you, change your password now: that signs every other device out and keeps the account with this address.',
      },
      { kind: 'button', label: 'Open my account', url: data.accountUrl },
    ],
    reason: `You received this email because it is the address of your ${BRAND_NAME} account.`,
  });
}
