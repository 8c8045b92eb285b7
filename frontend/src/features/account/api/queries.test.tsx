import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@filebridge/contracts';
import { queryClient } from '../../../lib/api/query-client';
import { apiError, onApi } from '../../../test/api-server';
import { makeOrderDetail } from '../lib/test-factories';
import { ORDERS_POLL_MS, useMyOrders } from './queries';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const list = (...statuses: OrderStatus[]) => ({
  success: true as const,
  data: {
    items: statuses.map((status, i) => makeOrderDetail({ id: `o-${i}`, status })),
    total: statuses.length,
    totalCapped: false,
    page: 1,
    pageSize: 100,
  },
});

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('useMyOrders', () => {
  it('refreshes every 5 s while an order is paid, and stops once none is', async () => {
    const answers: OrderStatus[][] = [
      ['paid', 'completed'],
      ['in_progress', 'completed'],
    ];
    let calls = 0;
    const orders = onApi('myOrders', () => list(...answers[Math.min(calls++, answers.length - 1)]!));
    const { result } = renderHook(() => useMyOrders(), { wrapper });
    await act(flush);
    expect(result.current.orders.map((o) => o.status)).toEqual(['paid', 'completed']);

    await act(async () => {
      vi.advanceTimersByTime(ORDERS_POLL_MS);
      await flush();
    });
    expect(result.current.orders.map((o) => o.status)).toEqual(['in_progress', 'completed']);
    const after = orders.mock.calls.length;

    await act(async () => {
      vi.advanceTimersByTime(ORDERS_POLL_MS * 3);
      await flush();
    });
    expect(orders.mock.calls.length).toBe(after);
  });

  it('keeps the list on screen when a background refresh fails', async () => {
    let calls = 0;
    onApi('myOrders', () => (calls++ === 0 ? list('paid') : apiError(503, 'Database unavailable')));
    const { result } = renderHook(() => useMyOrders(), { wrapper });
    await act(flush);
    await act(async () => {
      vi.advanceTimersByTime(ORDERS_POLL_MS);
      await flush();
    });
    expect(calls).toBe(2);
    expect(result.current).toMatchObject({ status: 'success', error: null });
    expect(result.current.orders).toHaveLength(1);
  });
});
