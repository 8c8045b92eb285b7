/**
 * The dates of a state's post-formation obligations (initial and periodic reports, franchise and
 * minimum taxes, publication, licences) for one company, from its formation date. Pure functions,
 * so the calendar, its reminders and their tests compute the same dates.
 */
import {
  STATE_OBLIGATIONS,
  type FirstDue,
  type Recurrence,
  type StateObligation,
  type YearParity,
  type YearRule,
} from './data/state-compliance-obligations';

export type ObligationEntity = 'llc' | 'corporation';

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const lastDayOf = (y: number, m: number) => utc(y, m + 1, 0).getUTCDate();
/** A day of a month, or its last day where the month is shorter (February 29 in a common year). */
const clampedDay = (y: number, m: number, d: number) => utc(y, m, Math.min(d, lastDayOf(y, m)));
const dayOnly = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** What the state requires of a company of this kind, as the checked data lists it; none are left out. */
export function stateObligations(stateCode: string, entity: ObligationEntity): readonly StateObligation[] {
  return STATE_OBLIGATIONS.find((s) => s.code === stateCode)?.[entity] ?? [];
}

/** The day a rule falls on in `year`, for a company formed on `formed`. */
export function ruleDate(rule: YearRule, year: number, formed: Date): Date {
  const month = formed.getUTCMonth();
  switch (rule.on) {
    case 'date':
      return clampedDay(year, rule.month, rule.day);
    case 'anniversary-month-end':
      return utc(year, month, lastDayOf(year, month));
    case 'anniversary-month-start':
      return utc(year, month, rule.dayBefore ? 0 : 1);
    case 'anniversary-date':
      return clampedDay(year, month, formed.getUTCDate());
    case 'anniversary-quarter-end': {
      const quarterEnd = Math.floor(month / 3) * 3 + 2;
      return utc(year, quarterEnd, lastDayOf(year, quarterEnd));
    }
  }
}

/** The first year from `year` on that the parity allows. */
function alignYear(year: number, parity: YearParity | undefined, formedYear: number): number {
  const wanted = parity === 'odd' ? 1 : parity === 'even' ? 0 : parity === 'formation' ? formedYear % 2 : null;
  return wanted === null || year % 2 === wanted ? year : year + 1;
}

/** When the first one is due; null where the data cannot date it (the customer is told to check with the state). */
export function firstDueDate(o: Pick<StateObligation, 'first' | 'recurring'>, formedOn: Date): Date | null {
  const formed = dayOnly(formedOn);
  const year = formed.getUTCFullYear();
  const first: FirstDue = o.first;
  switch (first.kind) {
    case 'at-formation':
      return formed;
    case 'days-after-formation':
      return utc(year, formed.getUTCMonth(), formed.getUTCDate() + first.days);
    case 'month-after-formation': {
      const month = formed.getUTCMonth() + first.month - 1;
      return clampedDay(year + Math.floor(month / 12), month % 12, first.day);
    }
    case 'in-year':
      return ruleDate(first.rule, alignYear(year + first.yearsAfter, first.parity, year), formed);
    case 'first-recurring':
      return o.recurring ? ruleDate(o.recurring.rule, alignYear(year + 1, o.recurring.parity, year), formed) : null;
    case 'unknown':
      return null;
  }
}

/** The due dates after the first, in order, as far as `until`. */
function* recurrences(r: Recurrence, first: Date, formed: Date, until: Date): Generator<Date> {
  const formedYear = formed.getUTCFullYear();
  let year = alignYear(first.getUTCFullYear(), r.parity, formedYear);
  // Every second year counts from the first one, unless a parity names the years itself.
  if (r.everyYears === 2 && !r.parity && (year - first.getUTCFullYear()) % 2 !== 0) year += 1;
  for (; year <= until.getUTCFullYear() + r.everyYears; year += r.everyYears) {
    const due = ruleDate(r.rule, year, formed);
    if (due > first) yield due;
  }
}

/** The next due date on or after `today`; null when it cannot be dated or was a one-time filing now past. */
export function nextDueDate(o: Pick<StateObligation, 'first' | 'recurring'>, formedOn: Date, today: Date): Date | null {
  const first = firstDueDate(o, formedOn);
  if (!first) return null;
  const from = dayOnly(today);
  if (first >= from) return first;
  if (!o.recurring) return null;
  for (const due of recurrences(o.recurring, first, dayOnly(formedOn), from)) if (due >= from) return due;
  return null;
}
