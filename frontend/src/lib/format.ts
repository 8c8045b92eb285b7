// Made once: `toLocaleString` with options builds a new formatter on every call, which a table of
// fifty states' fees pays a hundred times over while the page starts.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$49", "$49.50", "$1,250" — a price in dollars shown the way package prices are shown ($ + number). */
export function formatPrice(amount: number): string {
  return `$${(Number.isInteger(amount) ? WHOLE_DOLLARS : DOLLARS_AND_CENTS).format(amount)}`;
}

/** Two initials from a first and last name ("Ada Lovelace" → "AL"). */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return letters || '?';
}
