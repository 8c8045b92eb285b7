import { BRAND_NAME, EMAIL_VERIFICATION_TTL_HOURS, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type VerifyEmailMailData = MailData<'verify-email'>;

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
