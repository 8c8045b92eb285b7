/**
 * Trucking finders: when the MCS-150 is due and what the UCR costs.
 * MCS-150: 49 CFR 390.19 — the last digit of the USDOT number gives the month (0 = October), the
 * next-to-last digit's parity gives odd or even years.
 */
import { UCR_YEARS, type UcrBracket, type UcrYear } from './data/ucr-registration-years';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Mcs150Due {
  /** 1–12 */
  month: number;
  monthName: string;
  year: number;
  /** Last day of the due month, ISO date. */
  dueDate: string;
  yearParity: 'odd' | 'even';
}

/**
 * USDOT numbers in use have 3 to 8 digits and never start with 0: "12" or "0012345" is a typing
 * slip, not a carrier, and a due date computed from it would be wrong.
 */
export function isValidUsdot(value: string): boolean {
  return /^[1-9]\d{2,7}$/.test(value.trim());
}

/** Strips spaces and a leading "USDOT"/"DOT"/"#" so "USDOT# 1234567" works. */
export function normalizeUsdot(raw: string): string {
  return raw
    .trim()
    .replace(/^(us\s*)?dot\s*(no\.?|number)?\s*#?\s*/i, '')
    .replace(/[\s-]/g, '');
}

/** The message for an entry that cannot be a USDOT number, or null when it is valid. */
export function usdotError(raw: string): string | null {
  const value = normalizeUsdot(raw);
  if (!value) return 'Enter your USDOT number.';
  if (!/^\d+$/.test(value)) return 'A USDOT number contains digits only — for example 1234567.';
  if (value.startsWith('0')) return 'A USDOT number does not start with 0. Check the number on your FMCSA record.';
  if (!isValidUsdot(value)) return 'A USDOT number has 3 to 8 digits. Check the number on your FMCSA record.';
  return null;
}

/** The next filing on or after `today` (the due month counts until its last day). */
export function mcs150DueDate(usdot: string, today: Date = new Date()): Mcs150Due | null {
  const digits = usdot.trim();
  if (!isValidUsdot(digits)) return null;
  const last = Number(digits[digits.length - 1]);
  const parity: 'odd' | 'even' = Number(digits[digits.length - 2]) % 2 === 1 ? 'odd' : 'even';
  const month = last === 0 ? 10 : last;
  let year = today.getUTCFullYear();
  const wantOdd = parity === 'odd';
  const fits = (y: number) => (y % 2 === 1) === wantOdd;
  const pastThisYearsMonth = today.getUTCMonth() + 1 > month;
  if (!fits(year) || pastThisYearsMonth) {
    year += 1;
    while (!fits(year)) year += 1;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    month,
    monthName: MONTHS[month - 1]!,
    year,
    dueDate: `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`,
    yearParity: parity,
  };
}

/**
 * The UCR registration years on sale on a day: the current calendar year, which a carrier that has
 * not registered can still pay, and the next one once its registration has opened (October 1).
 * A past year is back-registration, filed year by year at the UCR Plan itself; we do not sell it.
 */
export function ucrYearsOnSale(today: Date): number[] {
  const day = today.toISOString().slice(0, 10);
  const current = today.getUTCFullYear();
  return UCR_YEARS.filter((y) => y.year === current || (y.year === current + 1 && y.opensOn <= day)).map((y) => y.year);
}

/** The year a checkout offers first: the newest on sale, the one a carrier registers for in the autumn. */
export function defaultUcrYear(today: Date): number | null {
  return ucrYearsOnSale(today).at(-1) ?? null;
}

/** The registration year whose fees a page shows on `today`: the newest on sale, else the newest known. */
export function newestUcrYear(today: Date): UcrYear {
  return ucrYear(defaultUcrYear(today) ?? UCR_YEARS.at(-1)!.year)!;
}

export function ucrYear(year: number): UcrYear | null {
  return UCR_YEARS.find((y) => y.year === year) ?? null;
}

/** A registration year's fee for a fleet of this many power units; brokers with no vehicles use 0–2. */
export function ucrFee(year: number, fleetSize: number): UcrBracket | null {
  if (!Number.isInteger(fleetSize) || fleetSize < 0) return null;
  return ucrYear(year)?.brackets.find((b) => fleetSize >= b.min && (b.max === null || fleetSize <= b.max)) ?? null;
}

/** The power-unit brackets, the same every year (only their fees change): the newest year's. */
export const UCR_BRACKETS: readonly UcrBracket[] = UCR_YEARS.at(-1)!.brackets;

/** The bracket a fleet of this many power units falls in. */
export function ucrBracketOf(fleetSize: number): UcrBracket | null {
  return ucrFee(UCR_YEARS.at(-1)!.year, fleetSize);
}

/** The message for a registration year that is not on sale on `today`, or null when it is. */
export function ucrYearError(year: number, today: Date): string | null {
  const onSale = ucrYearsOnSale(today);
  if (onSale.includes(year)) return null;
  return `UCR ${year} is not on sale. Choose ${onSale.join(' or ')}.`;
}

/** Strips spaces, dashes and a leading "MC"/"MC#" so "MC-123456" and "mc 123456" read as 123456. */
export function normalizeMcNumber(raw: string): string {
  return raw
    .trim()
    .replace(/^mc\s*(no\.?|number)?\s*#?\s*/i, '')
    .replace(/[\s-]/g, '');
}

/** The message for an entry that cannot be an MC number, or null when it is valid. */
export function mcNumberError(raw: string): string | null {
  const value = normalizeMcNumber(raw);
  if (!value) return 'Enter your MC number.';
  if (!/^\d{1,8}$/.test(value)) return 'An MC number is up to 8 digits, with or without “MC” before them — for example MC-123456.';
  return null;
}
