/** What a compliance filing is, and the facts of a paid order it is computed from. */

export const COMPLIANCE_KINDS = ['state-obligation', 'mcs150', 'ucr', 'ifta'] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number];

export interface ComplianceOrderFacts {
  orderId: string;
  serviceSlug: string;
  /** When the order was paid: the anchor of anniversary-based due dates until the state approves the formation. */
  paidAt: Date | string;
  /** When the agency approved the formation we filed: the company's formation date. */
  approvedAt?: Date | string | null;
  businessName?: string;
  businessType?: string;
  state?: string;
  usdotNumber?: string;
  /** The UCR registration year the order bought, for a UCR order. */
  ucrYear?: number;
  /** The business record the order belongs to: its subject groups the calendar, its id names it. */
  business?: { id: string; subject: string; formationDate: string | null } | null;
}

export interface ComplianceFiling {
  /**
   * One per business and filing, whatever the number of orders that imply it: what the calendar
   * lists once and reminders are keyed by.
   */
  key: string;
  /** The business it concerns: its USDOT number for a carrier's filings, its state and name for a company's. */
  subject: string;
  /** The filing: a state obligation's id, or the kind of a federal one. */
  filingId: string;
  kind: ComplianceKind;
  title: string;
  /** ISO date (YYYY-MM-DD); null where the rule cannot be dated from what we know ("check with the state"). */
  dueDate: string | null;
  /** ISO dates the reminder mails go out, those not yet past. */
  reminders: string[];
  /** Where to order the filing from us; null for what we do not file (a state tax, a newspaper notice). */
  orderPath: string | null;
  detail: string;
  source: string | null;
  /** The amount the state charges, where known, in whole dollars as the data gives it. */
  amountUsd: number | null;
  /** Not read on an official page or in statute: shown as an estimate, "check with the state". */
  estimate: boolean;
}

/** Soonest first; those the data cannot date last. */
export const byDueDate = (a: ComplianceFiling, b: ComplianceFiling) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');
