/** Formatting for the admin screens: money, dates and durations, always in en-US. */
import { ORDER_STATUS_LABELS, isOrderStatus } from '@filebridge/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$1,250.00" from dollars. */
export const formatDollars = (dollars: number): string => usd.format(dollars);

/** "$1,250.00" from integer cents. */
export const formatCents = (cents: number): string => usd.format(cents / 100);

/** "$1,250" — compact, for chart axes. */
export const formatCentsShort = (cents: number): string => usdWhole.format(Math.round(cents / 100));

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const timeOnly = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 3, 2025, 4:05 PM", or an em dash when there is no date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : '—';
}

export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateOnly.format(date) : '—';
}

export function formatTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? timeOnly.format(date) : '—';
}

/** "Mar 3" for a calendar day "2025-03-03" (no time-zone shift). */
export function formatDay(day: string): string {
  const date = toDate(`${day}T00:00:00Z`);
  return date ? dayMonth.format(date) : day;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A duration in words with at most two units: "45 seconds", "12 minutes", "3 hours 20 minutes",
 * "2 days 4 hours". Null or negative gives "—".
 */
export function humanizeDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.round(seconds);
  if (s < 60) return plural(s, 'second');
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${plural(days, 'day')} ${plural(rest, 'hour')}` : plural(days, 'day');
}

/** "just now", "12 s ago", "3 min ago" — for "updated …" indicators. */
export function formatAgo(from: number, now: number): string {
  const s = Math.max(0, Math.round((now - from) / 1000));
  if (s < 2) return 'just now';
  if (s < 60) return `${s} s ago`;
  return `${Math.floor(s / 60)} min ago`;
}

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '—';
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status.replace(/_/g, ' ');
}

/** "order.created" → "Order created"; "newsletter-welcome" → "Newsletter welcome". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
