/** Money is integer cents everywhere but the HTTP API, which shows dollars. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const formatUsd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const RATE_SCALE = 100_000;

/**
 * Percentage of an amount in cents, rounded half-up on the cent. Rates are scaled to integers
 * first so binary floating point never decides a rounding (0.0725 * 19900 is not exact).
 */
export function applyRate(cents: number, rate: number): number {
  const scaled = Math.round(rate * RATE_SCALE);
  return Math.floor((cents * scaled + RATE_SCALE / 2) / RATE_SCALE);
}
