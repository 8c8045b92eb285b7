/**
 * The checkout in progress, kept in sessionStorage per service + package so a reload keeps what
 * the customer typed (never the card: that lives only inside the payment provider's field) and the
 * pending order, so a retry after a reload still reuses the same order and PaymentIntent.
 */
import type { CheckoutForm } from './checkout-model';

export interface PendingOrder {
  orderId: string;
  orderNumber: string;
  clientSecret: string;
  fingerprint: string;
  /** Totals the server accepted for this order (dollars). */
  totals: { subtotal: number; taxAmount: number; total: number };
  /** The order's lines as priced (cents), for the receipt. */
  lines: { description: string; amountCents: number }[];
  /** Set once the card payment succeeded: a retry then only repeats the confirmation, never the charge. */
  paidIntentId?: string;
  createdAt: string;
}

export interface CheckoutDraft {
  form: CheckoutForm;
  pending: PendingOrder | null;
}

const key = (slug: string, packageId: string) => `checkoutDraft:${slug}:${packageId}`;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(slug: string, packageId: string): CheckoutDraft | null {
  const raw = store()?.getItem(key(slug, packageId));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as CheckoutDraft;
    return draft && typeof draft.form === 'object' && draft.form?.business ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(slug: string, packageId: string, draft: CheckoutDraft): void {
  try {
    store()?.setItem(key(slug, packageId), JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the checkout still works, it just will not survive a reload.
  }
}

export function clearDraft(slug: string, packageId: string): void {
  store()?.removeItem(key(slug, packageId));
}
