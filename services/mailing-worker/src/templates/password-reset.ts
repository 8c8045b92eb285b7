import { BRAND_NAME, PASSWORD_RESET_TTL_MINUTES, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type PasswordResetMailData = MailData<'password-reset'>;

export function renderPasswordReset(data: PasswordResetMailData): RenderedMail {
  return renderLayout({
    subject: `Reset your ${BRAND_NAME} password`,
    preheader: `The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes, once.`,
    blocks: [
      { kind: 'heading', text: 'Choose a new password' },
      { kind: 'paragraph', text: `Hello ${data.firstName},` },
      {
        kind: 'paragraph',
        text: `Someone, hopefully you, asked to reset the password of your ${BRAND_NAME} account. Choose a new one with the button below. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes, and only the newest link you asked for works.`,
      },
      { kind: 'button', label: 'Choose a new password', url: data.resetUrl, showUrl: true },
      {
        kind: 'paragraph',
        text: 'If it was not you, ignore this email: your password stays as it is. Choosing a new password signs every device out of your account.',
      },
    ],
    reason: `You received this email because a password reset was asked for your ${BRAND_NAME} account.`,
  });
}
