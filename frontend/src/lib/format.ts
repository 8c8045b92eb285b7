/** "$49", "$49.50", "$1,250" — a price in dollars shown the way package prices are shown ($ + number). */
export function formatPrice(amount: number): string {
  const whole = Number.isInteger(amount);
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Two initials from a first and last name ("Ada Lovelace" → "AL"). */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return letters || '?';
}
