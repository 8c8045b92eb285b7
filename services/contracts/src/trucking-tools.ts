/**
 * Trucking finders: when the MCS-150 is due and what the UCR costs.
 * MCS-150: 49 CFR 390.19 — the last digit of the USDOT number gives the month (0 = October), the
 * next-to-last digit's parity gives odd or even years.
 */
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

export interface UcrBracket {
  min: number;
  max: number | null;
  label: string;
  feeUsd: number;
}

/** UCR 2025 fees by power units (FMCSA final rule, June 2024). Brokers with no vehicles use 0–2. */
export const UCR_2025_BRACKETS: readonly UcrBracket[] = [
  { min: 0, max: 2, label: '0-2', feeUsd: 46 },
  { min: 3, max: 5, label: '3-5', feeUsd: 138 },
  { min: 6, max: 20, label: '6-20', feeUsd: 276 },
  { min: 21, max: 100, label: '21-100', feeUsd: 963 },
  { min: 101, max: 1000, label: '101-1000', feeUsd: 4592 },
  { min: 1001, max: null, label: '1001+', feeUsd: 44_836 },
];

export function ucrFee2025(fleetSize: number): UcrBracket | null {
  if (!Number.isInteger(fleetSize) || fleetSize < 0) return null;
  return UCR_2025_BRACKETS.find((b) => fleetSize >= b.min && (b.max === null || fleetSize <= b.max)) ?? null;
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
