/**
 * Dates are formatted in UTC, not in the worker's local zone: the same job must render the same
 * mail on every host, and a date plus 30 × 24 h then always lands exactly 30 calendar days later.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-22T15:04:05.000Z" → "November 22, 2026". */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

/**
 * Collapses whitespace so user input placed in a subject or a preheader stays on one line: a
 * newline there would break the header or show up as a stray gap in the inbox preview.
 */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Shortens text for a preheader, which inboxes cut off after roughly 90–140 characters. */
export function truncate(text: string, max: number): string {
  const flat = oneLine(text);
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
