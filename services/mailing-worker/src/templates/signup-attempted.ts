import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type SignupAttemptedMailData = MailData<'signup-attempted'>;

export function renderSignupAttempted(data: SignupAttemptedMailData): RenderedMail {
  return renderLayout({
    subject: `You already have a ${BRAND_NAME} account`,
    preheader: 'Someone tried to sign up with this address.',
    blocks: [
      { kind: 'heading', text: 'You already have an account' },
      { kind: 'paragraph', text: `Hello ${data.firstName},` },
      {
        kind: 'paragraph',
        text: `Someone tried to sign up for ${BRAND_NAME} with this email address. It already belongs to your account, so no new account was made and nothing about yours changed.`,
      },
      { kind: 'paragraph', text: 'If it was you, log in instead. If you forgot your password, choose a new one.' },
      { kind: 'button', label: 'Log in', url: data.loginUrl },
      { kind: 'button', label: 'Reset my password', url: data.resetUrl },
      { kind: 'paragraph', text: 'If it was not you, you need not do anything: nobody can use your account without your password.' },
    ],
    reason: `You received this email because it is the address of your ${BRAND_NAME} account.`,
  });
}
