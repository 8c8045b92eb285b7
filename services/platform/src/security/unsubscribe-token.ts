import { createHmac, timingSafeEqual } from 'node:crypto';

/** `base64url(email).hmac`: an unsubscribe link works without login and cannot be forged for others. */
export function unsubscribeToken(secret: string, email: string): string {
  const e = Buffer.from(email.toLowerCase()).toString('base64url');
  return `${e}.${mac(secret, e)}`;
}

export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [e, m] = token.split('.');
  if (!e || !m) return null;
  const expected = Buffer.from(mac(secret, e));
  const given = Buffer.from(m);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(e, 'base64url').toString('utf8');
}

const mac = (secret: string, e: string) => createHmac('sha256', `${secret}:unsubscribe`).update(e).digest('base64url').slice(0, 32);

/** The one link per customer that turns off every compliance reminder: an account id, signed apart from newsletter links. */
export const complianceUnsubscribeToken = (secret: string, accountId: string): string =>
  unsubscribeToken(`${secret}:compliance-reminders`, accountId);

export const readComplianceUnsubscribeToken = (secret: string, token: string): string | null =>
  readUnsubscribeToken(`${secret}:compliance-reminders`, token);

/** The link in a newsletter confirmation mail: a sign-up request's id, signed apart from unsubscribe links. */
export const newsletterConfirmToken = (secret: string, confirmationId: string): string =>
  unsubscribeToken(`${secret}:newsletter-confirm`, confirmationId);

export const readNewsletterConfirmToken = (secret: string, token: string): string | null =>
  readUnsubscribeToken(`${secret}:newsletter-confirm`, token);
