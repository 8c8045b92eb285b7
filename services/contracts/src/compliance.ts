/**
 * The filings that follow from a paid order, with their next due date and the dates reminder mails
 * go out. Pure functions of the order and today's date, so the server, its reminder scheduler and
 * tests compute the same calendar.
 */
import { CORPORATION_FEES_CHECKED_ON, STATE_CORPORATION_FEES } from './data/state-corporation-fees';
import { LLC_FEES_ATTRIBUTION, STATE_LLC_FEES } from './data/state-llc-fees';
import { annualReportEntityTypeOf } from './quote-inputs';
import { isValidUsdot, mcs150DueDate, normalizeUsdot } from './trucking-tools';
import { parseUsState } from './us-states';

export const COMPLIANCE_KINDS = ['annual-report', 'mcs150', 'ucr', 'ifta'] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number];

/** Reminder mails go out this many days before a due date. */
export const REMINDER_DAYS_BEFORE = [30, 7] as const;

export interface ComplianceOrderFacts {
  orderId: string;
  serviceSlug: string;
  /** When the order was paid: the anchor of anniversary-based due dates. */
  paidAt: Date | string;
  businessType?: string;
  state?: string;
  usdotNumber?: string;
}

export interface ComplianceFiling {
  /** One per order and filing: what reminders are keyed by. */
  key: string;
  kind: ComplianceKind;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  dueDate: string;
  /** ISO dates the reminder mails go out, those not yet past. */
  reminders: string[];
  /** Where to order the filing from us. */
  orderPath: string;
  detail: string;
  source: string | null;
}

/** Services after which the business must keep its state report current. */
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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_DAY = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\b/gi;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const lastDayOf = (y: number, m: number) => utc(y, m + 1, 0);
const dayOnly = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** Reminder mails go out at this hour (UTC) of their day: morning across the US. */
export const REMINDER_SEND_HOUR_UTC = 14;

/** The job of one reminder: one per order, filing and offset, whatever the due date, so a new date moves it. */
export const reminderJobId = (orderId: string, kind: ComplianceKind, daysBefore: number) => `compliance-${orderId}-${kind}-${daysBefore}`;

/** The mail of one reminder: one per due date too, so the next cycle's reminder is a new mail. */
export const reminderMailKey = (orderId: string, kind: ComplianceKind, dueDate: string, daysBefore: number) =>
  `compliance-reminder-${orderId}-${kind}-${dueDate}-${daysBefore}`;

/** When a reminder goes out: its day, at the send hour. */
export function reminderSendAt(dueDate: string, daysBefore: number): Date {
  const due = new Date(`${dueDate}T00:00:00Z`);
  return new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() - daysBefore, REMINDER_SEND_HOUR_UTC));
}

export function reminderDates(dueDate: string, today: Date): string[] {
  const due = new Date(`${dueDate}T00:00:00Z`);
  return REMINDER_DAYS_BEFORE.map((days) => utc(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() - days))
    .filter((d) => d >= dayOnly(today))
    .map(iso);
}

/**
 * The due date in a given year of a state's report, read from the rule as the data words it
 * ("May 1", "Jan 1 - Mar 31", "Last day of anniversary month", "End of anniversary quarter").
 * Null for a rule that depends on something we do not know (a fiscal year, a per-company date).
 */
export function dueInYear(rule: string, year: number, anchor: Date): Date | null {
  const text = rule.toLowerCase();
  const month = anchor.getUTCMonth();
  if (/anniversary quarter/.test(text)) return lastDayOf(year, Math.floor(month / 3) * 3 + 2);
  if (/(first|1st) day of (the )?anniversary month/.test(text)) return utc(year, month, 1);
  if (/anniversary date/.test(text)) return utc(year, month, Math.min(anchor.getUTCDate(), lastDayOf(year, month).getUTCDate()));
  if (/anniversary month|month of incorporation/.test(text)) return lastDayOf(year, month);
  if (/fiscal|tax year|set per corporation/.test(text)) return null;
  const dates = [...text.matchAll(MONTH_DAY)].map((m) => ({ m: MONTHS.indexOf(m[1]!.slice(0, 3)), d: Number(m[2]) }));
  if (dates.length === 0) return null;
  // A window ("Jan 1 - Mar 31") is due at its end; otherwise the first date named is the deadline.
  const pick = /\d\s*-\s*[a-z]/.test(text) && dates.length > 1 ? dates[1]! : dates[0]!;
  return utc(year, pick.m, pick.d);
}

/**
 * The next due date on or after today of a report filed every year or every two years, the first
 * one falling in the year after the anchor (formation) year.
 */
export function nextReportDue(rule: string, frequency: string, anchor: Date, today: Date): string | null {
  const text = rule.toLowerCase();
  const anchorYear = anchor.getUTCFullYear();
  let step = 1;
  let first = anchorYear + 1;
  if (frequency === 'biennial') {
    step = 2;
    const parity = /year of incorporation/.test(text) ? anchorYear % 2 : /odd/.test(text) ? 1 : /even/.test(text) ? 0 : null;
    if (parity !== null && first % 2 !== parity) first += 1;
  } else if (frequency !== 'annual') {
    return null;
  }
  const from = dayOnly(today);
  for (let year = first; year <= today.getUTCFullYear() + 3; year += step) {
    const due = dueInYear(rule, year, anchor);
    if (!due) return null;
    if (due >= from) return iso(due);
  }
  return null;
}

function annualReport(order: ComplianceOrderFacts, anchor: Date, today: Date): ComplianceFiling | null {
  const state = parseUsState(order.state);
  const entity =
    order.serviceSlug === 'llc-formation'
      ? 'llc'
      : order.serviceSlug === 'corporation'
        ? 'corporation'
        : annualReportEntityTypeOf(order.businessType);
  if (!state || !entity) return null;
  const row =
    entity === 'llc' ? STATE_LLC_FEES.find((s) => s.code === state.code) : STATE_CORPORATION_FEES.find((s) => s.code === state.code);
  if (!row?.annualReportDue || !row.annualReportFrequency) return null;
  const dueDate = nextReportDue(row.annualReportDue, row.annualReportFrequency, anchor, today);
  if (!dueDate) return null;
  const what = entity === 'llc' ? 'LLC' : 'corporation';
  return {
    key: `${order.orderId}:annual-report`,
    kind: 'annual-report',
    title: `${state.name} ${what} ${row.annualReportFrequency} report`,
    dueDate,
    reminders: reminderDates(dueDate, today),
    orderPath: '/business/annual-report',
    detail: `${state.name} rule: ${row.annualReportDue}. Counted from the order date; the state's record of your company has the final word.`,
    source: entity === 'llc' ? LLC_FEES_ATTRIBUTION : `State corporation filing rules, checked ${CORPORATION_FEES_CHECKED_ON}`,
  };
}

function mcs150(order: ComplianceOrderFacts, today: Date): ComplianceFiling | null {
  const usdot = order.usdotNumber ? normalizeUsdot(order.usdotNumber) : '';
  if (!isValidUsdot(usdot)) return null;
  const due = mcs150DueDate(usdot, today)!;
  return {
    key: `${order.orderId}:mcs150`,
    kind: 'mcs150',
    title: `MCS-150 biennial update (USDOT ${usdot})`,
    dueDate: due.dueDate,
    reminders: reminderDates(due.dueDate, today),
    orderPath: '/trucking-authority/biennial-mcs150-update',
    detail: `Due by the last day of ${due.monthName} in ${due.yearParity}-numbered years, set by the last two digits of the USDOT number. Missing it can deactivate the USDOT number.`,
    source: '49 CFR 390.19',
  };
}

function ucr(order: ComplianceOrderFacts, today: Date): ComplianceFiling {
  const year = today.getUTCFullYear();
  const dueDate = `${year}-12-31`;
  return {
    key: `${order.orderId}:ucr`,
    kind: 'ucr',
    title: `UCR ${year + 1} registration`,
    dueDate,
    reminders: reminderDates(dueDate, today),
    orderPath: '/trucking-authority/ucr-2025',
    detail: `A UCR registration covers one calendar year: register for ${year + 1} by December 31, ${year}.`,
    source: null,
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
  return {
    key: `${order.orderId}:ifta`,
    kind: 'ifta',
    title: `IFTA fuel-tax return, Q${next.quarter} ${next.year}`,
    dueDate,
    reminders: reminderDates(dueDate, today),
    orderPath: '/trucking-authority/irp-ifta',
    detail:
      'Filed with your base jurisdiction every quarter, even with no activity; a deadline on a weekend or holiday moves to the next business day.',
    source: 'Michigan Treasury, Iowa DOT and Alabama DOR IFTA guidance',
  };
}

/** The filings that follow from one paid order, soonest first. */
export function complianceFilings(order: ComplianceOrderFacts, today: Date = new Date()): ComplianceFiling[] {
  const anchor = new Date(order.paidAt);
  const filings: (ComplianceFiling | null)[] = [];
  if (ENTITY_SERVICES.has(order.serviceSlug)) filings.push(annualReport(order, anchor, today));
  if (USDOT_NUMBER_SERVICES.has(order.serviceSlug)) filings.push(mcs150(order, today));
  if (UCR_SERVICES.has(order.serviceSlug)) filings.push(ucr(order, today));
  if (order.serviceSlug === 'irp-ifta') filings.push(ifta(order, today));
  return filings.filter((f): f is ComplianceFiling => f !== null).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
