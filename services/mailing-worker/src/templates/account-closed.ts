import { BRAND_NAME, RETAINED_AFTER_CLOSURE, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type AccountClosedMailData = MailData<'account-closed'>;

export function renderAccountClosed(data: AccountClosedMailData): RenderedMail {
  return renderLayout({
    subject: `Your ${BRAND_NAME} account is closed`,
    preheader: 'Your personal data has been erased; what the law makes us keep is listed inside.',
    blocks: [
      { kind: 'heading', text: 'Your account is closed' },
      { kind: 'paragraph', text: `Hello ${data.firstName},` },
      {
        kind: 'paragraph',
        text: `As you asked, we closed your ${BRAND_NAME} account on ${data.closedOn}. Your personal data, uploads, messages and filing answers have been erased, and every device was signed out.`,
      },
      { kind: 'paragraph', text: 'Tax and filing law makes us keep, without your name, address or contact details:' },
      { kind: 'details', rows: RETAINED_AFTER_CLOSURE.map((r) => ({ label: r.label, value: r.why })) },
      {
        kind: 'paragraph',
        text: 'This is the last email we send to this address. If you did not close the account, reply to this email at once.',
      },
    ],
    reason: `You received this email because it was the address of your ${BRAND_NAME} account.`,
  });
}
