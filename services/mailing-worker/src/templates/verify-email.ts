import { BRAND_NAME, EMAIL_VERIFICATION_TTL_HOURS } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/** Sent to an address an account signed up with or is changing to: the link proves it is the owner's. */
export interface VerifyEmailMailData {
  firstName: string;
  email: string;
  verifyUrl: string;
}

export function parseVerifyEmail(data: unknown): VerifyEmailMailData {
  const f = Fields.of('verify-email', data);
  return { firstName: f.string('firstName'), email: f.email('email'), verifyUrl: f.url('verifyUrl') };
}

export function renderVerifyEmail(data: VerifyEmailMailData): RenderedMail {
  return renderLayout({
    subject: `Verify your email for ${BRAND_NAME}`,
    preheader: 'One click confirms this address is yours.',
    blocks: [
      { kind: 'heading', text: 'Verify your email address' },
      { kind: 'paragraph', text: `Hello ${data.firstName},` },
      {
        kind: 'paragraph',
        text: `Please confirm that ${data.email} is your address, so we can send your filings' news and documents to it. The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours.`,
      },
      { kind: 'button', label: 'Verify my email', url: data.verifyUrl, showUrl: true },
      { kind: 'paragraph', text: `If you did not ask for a ${BRAND_NAME} account, ignore this email.` },
    ],
    reason: `You received this email because ${data.email} was given for a ${BRAND_NAME} account.`,
  });
}
