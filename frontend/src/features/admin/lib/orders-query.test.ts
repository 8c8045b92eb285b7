import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDERS_FILTER, nextSort, ordersFilterToParams, ordersQueryString, parseOrdersFilter } from './orders-query';

describe('orders list query', () => {
  it('builds the API query string from the filter, leaving out what is empty', () => {
    expect(ordersQueryString(DEFAULT_ORDERS_FILTER)).toBe('page=1&pageSize=25&sort=created_at&direction=desc');
    expect(
      ordersQueryString({ status: 'in_progress', phase: '', search: '  acme llc ', page: 3, sort: 'total_cents', direction: 'asc' }),
    ).toBe('status=in_progress&search=acme+llc&page=3&pageSize=25&sort=total_cents&direction=asc');
    expect(ordersQueryString({ ...DEFAULT_ORDERS_FILTER, phase: 'waiting_on_customer' })).toBe(
      'phase=waiting_on_customer&page=1&pageSize=25&sort=created_at&direction=desc',
    );
  });

  it('round-trips through the URL and ignores invalid values', () => {
    const filter = {
      status: 'paid' as const,
      phase: 'submitted' as const,
      search: 'FB-1001',
      page: 2,
      sort: 'order_number' as const,
      direction: 'asc' as const,
    };
    expect(ordersFilterToParams(filter).toString()).toBe('status=paid&phase=submitted&q=FB-1001&page=2&sort=order_number&dir=asc');
    expect(parseOrdersFilter(ordersFilterToParams(filter))).toEqual(filter);
    expect(parseOrdersFilter(new URLSearchParams('status=bogus&phase=lost&page=-4&sort=drop_table&dir=up'))).toEqual(DEFAULT_ORDERS_FILTER);
    expect(ordersFilterToParams(DEFAULT_ORDERS_FILTER).toString()).toBe('');
  });

  it('flips the direction on the same column and starts a new column at its natural order', () => {
    expect(nextSort(DEFAULT_ORDERS_FILTER, 'created_at')).toEqual({ sort: 'created_at', direction: 'asc' });
    expect(nextSort(DEFAULT_ORDERS_FILTER, 'total_cents')).toEqual({ sort: 'total_cents', direction: 'desc' });
    expect(nextSort(DEFAULT_ORDERS_FILTER, 'order_number')).toEqual({ sort: 'order_number', direction: 'asc' });
  });
});
