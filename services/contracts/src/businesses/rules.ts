/**
 * The rules of a customer's business records and their reminders, shared by the bff, the workers
 * and the browser: which days reminders go out, when an obligation counts as met, and where a
 * filing is renewed.
 */
import { REMINDER_DAYS_BEFORE, type ComplianceFiling } from '../compliance';

export const BUSINESS_KINDS = ['company', 'carrier'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

/** Reminder days a customer may choose: up to four, each 1 to 180 days before the due date. */
export const REMINDER_OFFSET_LIMITS = { min: 1, max: 180, count: 4 } as const;

export const DEFAULT_REMINDER_OFFSETS: readonly number[] = REMINDER_DAYS_BEFORE;

/** The chosen days, furthest first and each once, as reminders are listed and scheduled. */
export const normalizeReminderOffsets = (days: readonly number[]): number[] => [...new Set(days)].sort((a, b) => b - a);

/**
 * An obligation we file counts as met when the business ordered that filing from us within this
 * many days before its due date: annual reports and the MCS-150 are filed in the months before.
 */
export const ORDERED_FILING_WINDOW_DAYS = 180;

/** The service that files it, from its order path: `/business/annual-report` → `annual-report`. */
export const filingServiceSlug = (filing: Pick<ComplianceFiling, 'orderPath'>): string | null =>
  filing.orderPath ? (filing.orderPath.split('/').pop() ?? null) : null;

/**
 * UCR is met by buying the next year, which moves its due date on; an IFTA return is the carrier's
 * own each quarter. The other filings we sell are met by ordering them.
 */
const MET_BY_ORDER_KINDS = new Set<ComplianceFiling['kind']>(['state-obligation', 'mcs150']);

export interface PaidOrderOfBusiness {
  serviceSlug: string;
  paidAt: Date | string;
}

/** Whether one of the business's paid orders files this filing for this due date. */
export function filingOrderedThroughUs(
  filing: Pick<ComplianceFiling, 'kind' | 'orderPath' | 'dueDate'>,
  orders: readonly PaidOrderOfBusiness[],
): boolean {
  const slug = filingServiceSlug(filing);
  if (!slug || !filing.dueDate || !MET_BY_ORDER_KINDS.has(filing.kind)) return false;
  const due = new Date(`${filing.dueDate}T23:59:59Z`).getTime();
  const from = due - ORDERED_FILING_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  return orders.some((o) => {
    const paid = new Date(o.paidAt).getTime();
    return o.serviceSlug === slug && paid >= from && paid <= due;
  });
}

/** The checkout of a renewal: the filing's service with the business's record filled in, a review and a payment. */
export const renewalCheckoutPath = (accountId: string, serviceSlug: string, packageId: string, businessId: string) =>
  `/my/account/${accountId}/checkout/service/${serviceSlug}/${packageId}?business=${businessId}`;
