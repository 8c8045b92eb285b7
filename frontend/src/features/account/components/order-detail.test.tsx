import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@filebridge/contracts';
import { apiError, onApi } from '../../../test/api-server';
import { makeOrderDetail } from '../lib/test-factories';
import { OrderDetailPanel } from './order-detail';
import { render } from '../../../test/render';

const event = (fromStatus: OrderStatus | null, toStatus: OrderStatus, note: string) => ({
  fromStatus,
  toStatus,
  source: 'api',
  note,
  createdAt: '2026-03-01T15:30:00.000Z',
});

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('OrderDetailPanel', () => {
  it('polls every 3 s while the order is not final, so the timeline moves without a reload, then stops', async () => {
    const answers: OrderStatus[] = ['paid', 'in_progress', 'completed'];
    let calls = 0;
    onApi('myDocuments', () => ({ success: true, data: [] }));
    const order = onApi('myOrder', () => {
      const status = answers[Math.min(calls++, answers.length - 1)]!;
      const timeline = [event(null, 'pending_payment', 'Order placed'), event('pending_payment', 'paid', 'Card payment received')];
      if (status !== 'paid') timeline.push(event('paid', 'in_progress', 'Filing started'));
      if (status === 'completed') timeline.push(event('in_progress', 'completed', 'Filed'));
      return { success: true, data: makeOrderDetail({ status, timeline }) };
    });
    render(
      <MemoryRouter>
        <OrderDetailPanel orderId="o-1" userId="u-1" />
      </MemoryRouter>,
    );
    await act(flush);
    expect(screen.getByText('Updating live')).toBeInTheDocument();
    expect(screen.queryByText('Filing started')).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(3000);
      await flush();
    });
    expect(screen.getByText('Filing started')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(3000);
      await flush();
    });
    expect(screen.getByText('Filed')).toBeInTheDocument();
    const after = order.mock.calls.length;
    await act(async () => {
      vi.advanceTimersByTime(9000);
      await flush();
    });
    expect(order.mock.calls.length).toBe(after);
    expect(screen.queryByText('Updating live')).toBeNull();
  });

  it('shows the receipt for a paid order and none before payment', async () => {
    onApi('myOrder', () => ({ success: true, data: makeOrderDetail({ status: 'pending_payment' }) }));
    render(
      <MemoryRouter>
        <OrderDetailPanel orderId="o-1" userId="u-1" />
      </MemoryRouter>,
    );
    await act(flush);
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(screen.getByText(/This order is waiting for payment/)).toBeInTheDocument();
  });

  it('says "Order not found" for another customer’s order (404)', async () => {
    onApi('myOrder', () => apiError(404, 'Order not found', 'order_not_found'));
    render(
      <MemoryRouter>
        <OrderDetailPanel orderId="o-x" userId="u-1" />
      </MemoryRouter>,
    );
    await act(flush);
    expect(screen.getByText('Order not found')).toBeInTheDocument();
  });
});
