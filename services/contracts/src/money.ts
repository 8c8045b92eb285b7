/** Money is integer cents everywhere but the HTTP API, which shows dollars. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);
/** Built once: toLocaleString with options builds a new formatter on every call (a mail formats dozens). */
const USD = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatUsd = (cents: number): string => `$${USD.format(cents / 100)}`;

const RATE_SCALE = 100_000;

/**
 * Percentage of an amount in cents, rounded half-up on the cent. Rates are scaled to integers
 * first so binary floating point never decides a rounding (0.0725 * 19900 is not exact).
 */
export function applyRate(cents: number, rate: number): number {
  const scaled = Math.round(rate * RATE_SCALE);
  return Math.floor((cents * scaled + RATE_SCALE / 2) / RATE_SCALE);
}
