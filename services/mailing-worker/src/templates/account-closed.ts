import { BRAND_NAME, RETAINED_AFTER_CLOSURE } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/** Sent once to the address an account had when its owner closed it. */
export interface AccountClosedMailData {
  firstName: string;
  /** The day the account was closed, YYYY-MM-DD. */
  closedOn: string;
}

export function parseAccountClosed(data: unknown): AccountClosedMailData {
  const f = Fields.of('account-closed', data);
  return { firstName: f.string('firstName'), closedOn: f.isoDate('closedOn') };
}

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
