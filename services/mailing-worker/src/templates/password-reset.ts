import { BRAND_NAME } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/** For the password-reset feature to come; the link and its lifetime are decided by the bff. */
export interface PasswordResetMailData {
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}

export function parsePasswordReset(data: unknown): PasswordResetMailData {
  const f = Fields.of('password-reset', data);
  return {
    name: f.string('name'),
    resetUrl: f.url('resetUrl'),
    expiresInMinutes: f.positiveInteger('expiresInMinutes'),
  };
}

function minutes(n: number): string {
  return n === 1 ? '1 minute' : `${n} minutes`;
}

export function renderPasswordReset(data: PasswordResetMailData): RenderedMail {
  const lifetime = minutes(data.expiresInMinutes);
  return renderLayout({
    subject: `Reset your ${BRAND_NAME} password`,
    preheader: `Use this link within ${lifetime} to choose a new password.`,
    blocks: [
      { kind: 'heading', text: 'Reset your password' },
      { kind: 'paragraph', text: `Hi ${data.name},` },
      {
        kind: 'paragraph',
        text: `We received a request to reset the password for your ${BRAND_NAME} account. Choose a new password with the button below. The link expires in ${lifetime}.`,
      },
      { kind: 'button', label: 'Choose a new password', url: data.resetUrl, showUrl: true },
      {
        kind: 'paragraph',
        text: 'If you did not ask for this, you can ignore this email: your password stays the same. Never share this link; our team will never ask you for it.',
      },
    ],
    reason: `You received this email because a password reset was requested for your ${BRAND_NAME} account.`,
  });
}
