import type { Receipt } from '@filebridge/contracts';

/**
 * The receipt checkout builds after a payment, kept in sessionStorage (per tab, gone when the tab
 * closes) so the order-complete page still shows it after a reload. Checkout writes it, the
 * account feature reads it; it lives here because features do not import each other.
 */
const PREFIX = 'receipt:';

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function saveReceipt(receipt: Receipt): void {
  try {
    store()?.setItem(PREFIX + receipt.orderId, JSON.stringify(receipt));
  } catch {
    // Storage full or blocked: the router state still carries the receipt for this visit.
  }
}

export function loadReceipt(orderId: string | null | undefined): Receipt | null {
  if (!orderId) return null;
  const raw = store()?.getItem(PREFIX + orderId);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Receipt;
    // A receipt stored with dollar amounts (before amounts were cents) is not shown: the page reads the order again instead.
    return parsed && parsed.orderId === orderId && Number.isInteger(parsed.totalCents) ? parsed : null;
  } catch {
    return null;
  }
}
