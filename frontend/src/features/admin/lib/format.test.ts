import { describe, expect, it } from 'vitest';
import { formatCents, formatDay, humanizeDuration, humanizeKey } from './format';

describe('admin formatting', () => {
  it('humanises durations with at most two units', () => {
    expect(humanizeDuration(null)).toBe('—');
    expect(humanizeDuration(42)).toBe('42 seconds');
    expect(humanizeDuration(61)).toBe('1 minute');
    expect(humanizeDuration(3 * 3600 + 20 * 60 + 5)).toBe('3 hours 20 minutes');
    expect(humanizeDuration(2 * 86400)).toBe('2 days');
    expect(humanizeDuration(2 * 86400 + 4 * 3600 + 59)).toBe('2 days 4 hours');
  });

  it('formats money, days and keys', () => {
    expect(formatCents(125050)).toBe('$1,250.50');
    expect(formatDay('2025-03-03')).toBe('Mar 3');
    expect(humanizeKey('order-status-changed')).toBe('Order status changed');
    expect(humanizeKey('stripe-events')).toBe('Stripe events');
  });
});
