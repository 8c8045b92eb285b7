/**
 * The filings that follow from a paid order, with their next due date and the dates reminder mails
 * go out. Pure functions of the order and today's date, so the server, its reminder scheduler and
 * tests compute the same calendar.
 */
import type { StateObligation } from './data/state-compliance-obligations';
import { annualReportEntityTypeOf } from './quote-inputs';
import { nextDueDate, stateObligations, type ObligationEntity } from './state-obligations';
import { isValidUsdot, mcs150DueDate, normalizeUsdot } from './trucking-tools';
import { parseUsState } from './us-states';

export const COMPLIANCE_KINDS = ['state-obligation', 'mcs150', 'ucr', 'ifta'] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number];

/** Reminder mails go out this many days before a due date, unless the customer chose other days. */
export const REMINDER_DAYS_BEFORE = [60, 30, 7] as const;

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

/** Services that form the company: its formation date is theirs. */
export const FORMATION_SERVICES: ReadonlySet<string> = new Set(['llc-formation', 'corporation']);
/** Services after which the business must keep its state obligations current. */
const ENTITY_SERVICES = new Set(['llc-formation', 'corporation', 'annual-report', 'registered-agent', 'articles-amendment']);
/** Services that mean the customer runs or arranges interstate transport, so UCR applies every year. */
const UCR_SERVICES = new Set([
  'ucr-2025',
  'interstate-authority-packages',
  'broker-authority-package',
  'expedited-authority-certification',
  'authority-reinstatement',
]);
/** Services whose customer has a USDOT number: the checkout asks it, and the MCS-150 is dated from it. */
export const USDOT_NUMBER_SERVICES: ReadonlySet<string> = new Set([
  ...UCR_SERVICES,
  'biennial-mcs150-update',
  'boc3-filing',
  'irp-ifta',
  'kyu-number',
]);

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const lastDayOf = (y: number, m: number) => utc(y, m + 1, 0);
const dayOnly = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** Reminder mails go out at this hour (UTC) of their day: morning across the US. */
export const REMINDER_SEND_HOUR_UTC = 14;

/** The job of one reminder: one per account, business, filing and offset, whatever the due date, so a new date moves it. */
export const reminderJobId = (accountId: string, filingKey: string, daysBefore: number) =>
  `compliance-${accountId}-${filingKey.replace('/', '-')}-${daysBefore}`;

/** The mail of one reminder: one per due date too, so the next cycle's reminder is a new mail. */
export const reminderMailKey = (accountId: string, filingKey: string, dueDate: string, daysBefore: number) =>
  `compliance-reminder-${accountId}-${filingKey.replace('/', '-')}-${dueDate}-${daysBefore}`;

/** When a reminder goes out: its day, at the send hour. */
export function reminderSendAt(dueDate: string, daysBefore: number): Date {
  const due = new Date(`${dueDate}T00:00:00Z`);
  return new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() - daysBefore, REMINDER_SEND_HOUR_UTC));
}

export function reminderDates(dueDate: string, today: Date, daysBefore: readonly number[] = REMINDER_DAYS_BEFORE): string[] {
  const due = new Date(`${dueDate}T00:00:00Z`);
  return daysBefore
    .map((days) => utc(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() - days))
    .filter((d) => d >= dayOnly(today))
    .map(iso);
}

/** The state obligations our annual-report service files for the customer. */
const REPORT_KINDS = new Set(['initial-report', 'annual-report', 'biennial-report']);

/** A company's subject: its state and its name as a slug, so orders for one company share one calendar. */
function companySubject(order: ComplianceOrderFacts, stateCode: string): string {
  if (order.business) return order.business.subject;
  const name = (order.businessName ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return name ? `company-${stateCode.toLowerCase()}-${name}` : `order-${order.orderId}`;
}

/** A carrier's subject: its USDOT number, so orders for one carrier share one calendar. */
const carrierSubject = (order: ComplianceOrderFacts, usdot: string) =>
  order.business ? order.business.subject : isValidUsdot(usdot) ? `usdot-${usdot}` : `order-${order.orderId}`;

/**
 * The business an order concerns, as its facts name it: a carrier by its USDOT number, a company by
 * its state and name, else the order alone. Business records are keyed by it, so a second order for
 * the same carrier or company finds the record the first one made.
 */
export function orderBusinessSubject(order: ComplianceOrderFacts): { subject: string; kind: 'company' | 'carrier' } {
  if (order.business) return { subject: order.business.subject, kind: order.business.subject.startsWith('usdot-') ? 'carrier' : 'company' };
  const usdot = order.usdotNumber ? normalizeUsdot(order.usdotNumber) : '';
  if (USDOT_NUMBER_SERVICES.has(order.serviceSlug) && isValidUsdot(usdot)) return { subject: `usdot-${usdot}`, kind: 'carrier' };
  const state = parseUsState(order.state);
  return state ? { subject: companySubject(order, state.code), kind: 'company' } : { subject: `order-${order.orderId}`, kind: 'company' };
}

const usd = (amount: number | null) => (amount === null ? null : `$${amount.toLocaleString('en-US')}`);

function obligationDetail(o: StateObligation, state: string, dated: boolean, anchoredOn: string): string {
  const parts = [
    `${o.agency}.`,
    o.amountUsd !== null && o.amountUsd > 0 ? `Amount: ${usd(o.amountUsd)}${o.estimate ? ' (estimate)' : ''}.` : '',
    o.conflict ? `Sources disagree: ${o.conflict}.` : '',
    dated
      ? `${state} rule: ${o.recurringDueText ?? o.firstDueText}. ${anchoredOn}`
      : `Due ${o.firstDueText}. We cannot date it from what we know: check with the state.`,
    o.estimate ? 'Estimate from secondary sources: check with the state.' : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Every obligation the state data lists for the company, dated from its formation; none is left out. */
function stateFilings(order: ComplianceOrderFacts, today: Date): ComplianceFiling[] {
  const state = parseUsState(order.state);
  const entity: ObligationEntity | undefined =
    order.serviceSlug === 'llc-formation'
      ? 'llc'
      : order.serviceSlug === 'corporation'
        ? 'corporation'
        : annualReportEntityTypeOf(order.businessType);
  if (!state || !entity) return [];
  const formedByUs = FORMATION_SERVICES.has(order.serviceSlug);
  const formationDate = order.business?.formationDate;
  const formedOn = new Date(formationDate ? `${formationDate}T00:00:00Z` : (order.approvedAt ?? order.paidAt));
  const anchoredOn = formationDate
    ? "Counted from your company's formation date on record."
    : formedByUs && order.approvedAt
      ? 'Counted from the day the state approved your formation.'
      : formedByUs
        ? 'Counted from your order date until the state approves your formation.'
        : "Counted from your order date; the state's record of your company has the final word.";
  const subject = companySubject(order, state.code);
  return stateObligations(state.code, entity).flatMap((o): ComplianceFiling[] => {
    const undatable = o.first.kind === 'unknown';
    const due = undatable ? null : nextDueDate(o, formedOn, today);
    // Filed with the formation itself (Nevada's initial list), or a one-time filing now past: nothing left to do.
    if (!undatable && (!due || (o.first.kind === 'at-formation' && !o.recurring && formedByUs))) return [];
    const dueDate = due ? iso(due) : null;
    return [
      {
        key: `${subject}/${o.id}`,
        subject,
        filingId: o.id,
        kind: 'state-obligation',
        title: `${state.name}: ${o.name}`,
        dueDate,
        reminders: dueDate ? reminderDates(dueDate, today) : [],
        orderPath: REPORT_KINDS.has(o.kind) ? '/business/annual-report' : null,
        detail: obligationDetail(o, state.name, dueDate !== null, anchoredOn),
        source: o.sources.join('; ') || null,
        amountUsd: o.amountUsd,
        estimate: o.estimate || dueDate === null,
      },
    ];
  });
}

function mcs150(order: ComplianceOrderFacts, today: Date): ComplianceFiling | null {
  const usdot = order.usdotNumber ? normalizeUsdot(order.usdotNumber) : '';
  if (!isValidUsdot(usdot)) return null;
  const due = mcs150DueDate(usdot, today)!;
  const subject = carrierSubject(order, usdot);
  return {
    key: `${subject}/mcs150`,
    subject,
    filingId: 'mcs150',
    kind: 'mcs150',
    title: `MCS-150 biennial update (USDOT ${usdot})`,
    dueDate: due.dueDate,
    reminders: reminderDates(due.dueDate, today),
    orderPath: '/trucking-authority/biennial-mcs150-update',
    detail: `Due by the last day of ${due.monthName} in ${due.yearParity}-numbered years, set by the last two digits of the USDOT number. Missing it can deactivate the USDOT number.`,
    source: '49 CFR 390.19',
    amountUsd: 0,
    estimate: false,
  };
}

/**
 * The next UCR registration the carrier has not bought from us: next year's, due by December 31,
 * or, once that one is bought, the year after it.
 */
function ucr(order: ComplianceOrderFacts, today: Date): ComplianceFiling {
  const year = Math.max(today.getUTCFullYear() + 1, (order.ucrYear ?? 0) + 1);
  const dueDate = `${year - 1}-12-31`;
  const subject = carrierSubject(order, order.usdotNumber ? normalizeUsdot(order.usdotNumber) : '');
  return {
    key: `${subject}/ucr`,
    subject,
    filingId: 'ucr',
    kind: 'ucr',
    title: `UCR ${year} registration`,
    dueDate,
    reminders: reminderDates(dueDate, today),
    orderPath: '/trucking-authority/ucr-2025',
    detail: `A UCR registration covers one calendar year: register for ${year} by December 31, ${year - 1}. Registration for a year opens on October 1 before it.`,
    source: 'Unified Carrier Registration Plan (49 CFR 367)',
    amountUsd: null,
    estimate: false,
  };
}

/** IFTA returns are due the last day of the month after each quarter. */
const IFTA_DUE = [
  { month: 0, quarter: 4 },
  { month: 3, quarter: 1 },
  { month: 6, quarter: 2 },
  { month: 9, quarter: 3 },
] as const;

function ifta(order: ComplianceOrderFacts, today: Date): ComplianceFiling {
  const from = dayOnly(today);
  const candidates = [today.getUTCFullYear(), today.getUTCFullYear() + 1].flatMap((y) =>
    IFTA_DUE.map((q) => ({ due: lastDayOf(y, q.month), quarter: q.quarter, year: q.quarter === 4 ? y - 1 : y })),
  );
  const next = candidates.find((c) => c.due >= from)!;
  const dueDate = iso(next.due);
  const subject = carrierSubject(order, order.usdotNumber ? normalizeUsdot(order.usdotNumber) : '');
  return {
    key: `${subject}/ifta`,
    subject,
    filingId: 'ifta',
    kind: 'ifta',
    title: `IFTA fuel-tax return, Q${next.quarter} ${next.year}`,
    dueDate,
    reminders: reminderDates(dueDate, today),
    orderPath: '/trucking-authority/irp-ifta',
    detail:
      'Filed with your base jurisdiction every quarter, even with no activity; a deadline on a weekend or holiday moves to the next business day.',
    source: 'Michigan Treasury, Iowa DOT and Alabama DOR IFTA guidance',
    amountUsd: null,
    estimate: false,
  };
}

/** Soonest first; those the data cannot date last. */
const byDueDate = (a: ComplianceFiling, b: ComplianceFiling) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

/** The filings that follow from one paid order, soonest first. */
export function complianceFilings(order: ComplianceOrderFacts, today: Date = new Date()): ComplianceFiling[] {
  const filings: (ComplianceFiling | null)[] = [];
  if (ENTITY_SERVICES.has(order.serviceSlug)) filings.push(...stateFilings(order, today));
  if (USDOT_NUMBER_SERVICES.has(order.serviceSlug)) filings.push(mcs150(order, today));
  if (UCR_SERVICES.has(order.serviceSlug)) filings.push(ucr(order, today));
  if (order.serviceSlug === 'irp-ifta') filings.push(ifta(order, today));
  return filings.filter((f): f is ComplianceFiling => f !== null).sort(byDueDate);
}

/** One business's calendar: each filing once, from the orders that concern it. */
export interface BusinessCalendar {
  subject: string;
  /** The business record, once the orders have one. */
  businessId: string | null;
  filings: ComplianceFiling[];
  /** The orders that imply these filings, oldest first. */
  orderIds: string[];
}

/**
 * A customer's calendar, per business: two orders for one carrier or one company list each filing
 * once. Where orders date a filing differently (a company's report counted from each order's date),
 * the oldest order's date stands: it is the nearer one to the company's formation.
 */
export function businessCalendars(orders: readonly ComplianceOrderFacts[], today: Date = new Date()): BusinessCalendar[] {
  // A UCR year bought on any order of a carrier is bought for the carrier.
  const ucrBought = new Map<string, number>();
  for (const o of orders) {
    const usdot = o.usdotNumber ? normalizeUsdot(o.usdotNumber) : '';
    if (o.ucrYear !== undefined && isValidUsdot(usdot)) ucrBought.set(usdot, Math.max(o.ucrYear, ucrBought.get(usdot) ?? 0));
  }
  const oldestFirst = [...orders]
    .map((o) => {
      const bought = ucrBought.get(o.usdotNumber ? normalizeUsdot(o.usdotNumber) : '');
      return bought === undefined ? o : { ...o, ucrYear: bought };
    })
    .sort((a, b) => new Date(a.paidAt).getTime() - new Date(b.paidAt).getTime());
  const bySubject = new Map<string, { businessId: string | null; filings: Map<string, ComplianceFiling>; orderIds: Set<string> }>();
  for (const order of oldestFirst) {
    for (const filing of complianceFilings(order, today)) {
      const business = bySubject.get(filing.subject) ?? { businessId: null, filings: new Map(), orderIds: new Set() };
      bySubject.set(filing.subject, business);
      business.businessId ??= order.business?.id ?? null;
      business.orderIds.add(order.orderId);
      if (!business.filings.has(filing.filingId)) business.filings.set(filing.filingId, filing);
    }
  }
  return [...bySubject].map(([subject, b]) => ({
    subject,
    businessId: b.businessId,
    filings: [...b.filings.values()].sort(byDueDate),
    orderIds: [...b.orderIds],
  }));
}
