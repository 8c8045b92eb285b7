import type { OrderStatus } from './order-state';

/**
 * The statuses a customer is mailed about when their order reaches them. `paid` has its own mail,
 * the receipt. `in_progress` has none: the worker starts the work the moment the payment lands,
 * so the receipt, sent in the same second, already says work has started, and a second mail about
 * it would only be noise. Unpaid states are shown at checkout and need no mail. `refunded` has its
 * own mail too: each refund Stripe confirms sends one, with its amount and credit note.
 */
export const CUSTOMER_NOTIFIED_STATUSES: readonly OrderStatus[] = ['completed', 'expired'];

export function notifiesCustomer(status: OrderStatus): boolean {
  return CUSTOMER_NOTIFIED_STATUSES.includes(status);
}

/**
 * A mail's Message-ID is made from its idempotency key, so a copy sent again after a crash (SMTP
 * accepted it, the sender died before recording it) carries the same id and the receiving side
 * can fold the two.
 */
export const mailMessageId = (idempotencyKey: string): string => `<${idempotencyKey}@filebridge.mail>`;

/** One welcome per address, however it is capitalised. */
export const newsletterWelcomeMailKey = (email: string): string => `newsletter-welcome-${email.toLowerCase()}`;

/** One confirmation mail per sign-up request. */
export const newsletterConfirmMailKey = (confirmationId: string): string => `newsletter-confirm-${confirmationId}`;

/**
 * The one answer to a newsletter sign-up, whether the address is new, waiting for confirmation,
 * subscribed or unsubscribed: the answer must not tell a stranger which.
 */
export const NEWSLETTER_SIGNUP_ANSWER = 'Thanks! Please check your inbox and confirm your subscription with the link we sent.';
