import { humanizeKey } from './format';

const MINUTES = 60;

/** "Stripe events" for "stripe-events". */
export const queueLabel = (name: string) => humanizeKey(name);

/** Per-minute counts, newest first (as the API sends them) → 60 values, oldest first. */
export function lastHourSeries(newestFirst: readonly number[]): number[] {
  const values = newestFirst.slice(0, MINUTES).reverse();
  return [...Array<number>(MINUTES - values.length).fill(0), ...values];
}

export const MINUTE_LABELS = Array.from({ length: MINUTES }, (_, i) => {
  const ago = MINUTES - 1 - i;
  return ago === 0 ? 'This minute' : `${ago} min ago`;
});
export const MINUTE_TICKS = [0, 29, 59];
