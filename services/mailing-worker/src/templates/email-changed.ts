import { BRAND_NAME } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/** Sent to an account's current address when a change to another one is asked for. */
export interface EmailChangedMailData {
  firstName: string;
  newEmail: string;
  accountUrl: string;
}

export function parseEmailChanged(data: unknown): EmailChangedMailData {
  const f = Fields.of('email-changed', data);
  return { firstName: f.string('firstName'), newEmail: f.email('newEmail'), accountUrl: f.url('accountUrl') };
}

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
