// Reads the worded due rules of the state obligations ("May 15 of the year after formation",
// "within 90 days of filing the Articles", "every 2 years, by the last day of the anniversary month")
// into schedules the calendar computes dates from. A rule it cannot read becomes `unknown`: the
// obligation is still listed, with its words and "check with the state", never dropped.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_DAY = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\b/g;
const ORDINAL = '(\\d+)(?:st|nd|rd|th)';

/** The date rule of one year: a calendar date, or a date set by the formation date. */
function yearRule(worded) {
  // Asides in parentheses qualify the rule ("an LLC formed after September 30 skips…"); they are read
  // only when the rule itself names no date ("due date of the first federal return (March 15 …)").
  return ruleIn(worded.replace(/\([^)]*\)/g, '')) ?? ruleIn(worded);
}

function ruleIn(text) {
  if (/anniversary quarter/.test(text)) return { on: 'anniversary-quarter-end' };
  if (/(?<!on or )before the first day of the anniversary month/.test(text)) return { on: 'anniversary-month-start', dayBefore: true };
  if (/(first|1st) day of (the )?anniversary month/.test(text)) return { on: 'anniversary-month-start' };
  if (/anniversary date/.test(text)) return { on: 'anniversary-date' };
  if (/anniversary month|month of (formation|incorporation)|calendar month (of|in which)|month in which the articles/.test(text))
    return { on: 'anniversary-month-end' };
  const taxYear = text.match(new RegExp(`${ORDINAL} day of the ${ORDINAL} month (after|of) (the )?(close|end|fiscal|tax|taxable)`));
  if (taxYear) return { on: 'date', month: Number(taxYear[2]) - 1, day: Number(taxYear[1]), calendarTaxYear: true };
  if (/2\.5 months after/.test(text)) return { on: 'date', month: 2, day: 15, calendarTaxYear: true };
  if (/within 3 months after fiscal year end/.test(text)) return { on: 'date', month: 2, day: 31, calendarTaxYear: true };
  if (/before january 2/.test(text)) return { on: 'date', month: 0, day: 1 };
  const dates = [...text.matchAll(MONTH_DAY)].map((m) => ({ month: MONTHS.indexOf(m[1]), day: Number(m[2]) }));
  if (dates.length === 0) return null;
  // A calendar tax year ends December 31, so "the Nth month after" it is month N of the next year.
  // A window ("January 1 - April 1", "between February 1 and May 1") is due at its end.
  const window = dates.length > 1 && /(\d\s*-\s*[a-z])|between/.test(text);
  return { on: 'date', ...(window ? dates[1] : dates[0]) };
}

function parity(text) {
  if (/matching the year of (incorporation|formation)/.test(text)) return 'formation';
  if (/odd/.test(text)) return 'odd';
  if (/even/.test(text)) return 'even';
  return undefined;
}

/** When the first one is due, counted from the formation date. */
export function firstDueOf(firstDue, recurringDue) {
  const text = firstDue.toLowerCase();
  if (/at the time of filing|before engaging in business/.test(text)) return { kind: 'at-formation' };
  const days = text.match(/within (\d+) days/);
  if (days) return { kind: 'days-after-formation', days: Number(days[1]) };
  const months = text.match(new RegExp(`${ORDINAL} day of the ${ORDINAL} month after the (llc|corporation|company) files`));
  if (months) return { kind: 'month-after-formation', month: Number(months[2]), day: Number(months[1]) };
  if (/^not read|^not due for the first|anniversary-based; the due date is shown|with the first (federal|corporate)/.test(text)) {
    return recurringDue && yearRule(recurringDue.toLowerCase()) ? { kind: 'first-recurring' } : { kind: 'unknown' };
  }
  const rule = yearRule(text);
  if (!rule) return { kind: 'unknown' };
  const yearsAfter = /two years after/.test(text) ? 2 : 1;
  const p = parity(text);
  return { kind: 'in-year', yearsAfter, rule, ...(p && { parity: p }) };
}

/** How it comes back: every one or two years, by the rule it names (or the first one's). */
export function recurringOf(frequency, firstDue, recurringDue) {
  if (frequency === 'one-time' || !recurringDue) return null;
  const text = recurringDue.toLowerCase();
  const everyYears = frequency === 'biennial' || /biennial|every 2 years|even-numbered|odd years/.test(text) ? 2 : 1;
  // "Same window", "the window opens…": the first one's rule, which names where the window closes.
  const sameAsFirst = /same .*window|window opens the first day/.test(text) && firstDue.kind === 'in-year';
  const rule = (sameAsFirst ? firstDue.rule : yearRule(text)) ?? (firstDue.kind === 'in-year' ? firstDue.rule : null);
  if (!rule) return null;
  const p = parity(text) ?? (firstDue.kind === 'in-year' ? firstDue.parity : undefined);
  return { everyYears, rule, ...(p && { parity: p }) };
}
