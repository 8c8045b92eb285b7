/** A motor carrier's federal and fuel-tax filings: MCS-150, UCR and IFTA. */
import { isValidUsdot, mcs150DueDate, normalizeUsdot } from '../trucking-tools';
import type { ComplianceFiling, ComplianceOrderFacts } from './filing';
import { reminderDates } from './reminders';
import { carrierSubject } from './subjects';
import { dayOnly, iso, lastDayOf } from './utc-dates';

export function mcs150(order: ComplianceOrderFacts, today: Date): ComplianceFiling | null {
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
export function ucr(order: ComplianceOrderFacts, today: Date): ComplianceFiling {
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

export function ifta(order: ComplianceOrderFacts, today: Date): ComplianceFiling {
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
