/**
 * What closing an account keeps, and why: tax and filing law make us keep the record of each sale
 * and of each filing made for the customer, never the person behind it. The closing page, the
 * closure mail and the erasure test read this one list.
 */
export const RETAINED_AFTER_CLOSURE = [
  {
    label: 'Orders: number, dates, state and filing phase',
    why: 'Tax law requires us to keep the record of every sale.',
  },
  {
    label: 'Amounts and items of each order, with refunds and disputes',
    why: 'Tax law requires the amounts, tax charged and what was sold on each invoice.',
  },
  {
    label: 'The business name, type and state as filed, and the billing state',
    why: 'Filing law requires us to keep which business each filing was for; the billing state set the sales tax.',
  },
  {
    label: 'Documents we filed with an agency for the order',
    why: 'Filing law requires us to keep what we filed; your own uploads are deleted.',
  },
  {
    label: 'Your email address on the one mail confirming the closure, and our record of sending it',
    why: 'It proves we told you the account was closed; no other mail is sent to it.',
  },
] as const;

/** The address a closed account gets: `.invalid` can never receive mail, and the id keeps it unique. */
export const closedAccountEmail = (accountId: string): string => `closed-${accountId}@invalid`;

/** What replaces the body of each message of a closed account's orders. */
export const REMOVED_MESSAGE_BODY = '[removed]';

export const ACCOUNT_HAS_WORK_IN_PROGRESS =
  'Your account cannot be closed while an order is open: one we are still working on, or one waiting for payment (it expires a day after checkout). Close it once every order is completed, refunded or expired, or write to us to cancel one.';

/**
 * Order statuses an account holding one cannot close with: paid work we have not finished, and an
 * order still waiting for payment, which could be paid after the account was anonymised.
 */
export const OPEN_WORK_STATUSES = ['pending_payment', 'payment_failed', 'paid', 'in_progress'] as const;
