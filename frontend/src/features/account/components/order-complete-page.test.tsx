import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveReceipt } from '../../../lib/receipt-storage';
import { useSessionStore } from '../../../stores/session-store';
import { onApi } from '../../../test/api-server';
import { receiptFromOrder } from '../lib/receipt';
import { makeOrderDetail } from '../lib/test-factories';
import { OrderCompletePage } from './order-complete-page';
import { render } from '../../../test/render';

function visit(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter([{ path: '/my/account/:userId/order-complete/*', element: <OrderCompletePage /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const user = { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('OrderCompletePage', () => {
  it('shows the receipt passed by checkout in the router state', () => {
    const order = onApi('myOrder', () => ({ success: true, data: makeOrderDetail() }));
    const receipt = receiptFromOrder(makeOrderDetail());
    visit({ pathname: '/my/account/u-1/order-complete/o-1', state: { receipt } });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-order-number').textContent).toBe('FB-100001');
    expect(order).not.toHaveBeenCalled();
  });

  it('still shows it after a reload, from sessionStorage', () => {
    saveReceipt(receiptFromOrder(makeOrderDetail()));
    visit('/my/account/u-1/order-complete/o-1');
    expect(screen.getByTestId('receipt-total').textContent).toBe('$352.06');
  });

  it('reads the order from the API when signed in and nothing is stored', async () => {
    useSessionStore.setState({ user, token: 'jwt' });
    const order = onApi('myOrder', () => ({ success: true, data: makeOrderDetail({ status: 'in_progress' }) }));
    visit('/my/account/u-1/order-complete/o-1');
    expect((await screen.findByTestId('receipt-order-number')).textContent).toBe('FB-100001');
    expect(order.mock.calls[0]![0].params).toEqual({ id: 'o-1' });
    expect(sessionStorage.getItem('receipt:o-1')).not.toBeNull();
  });

  it('reads the order again instead of showing a receipt this tab stored with dollar amounts', async () => {
    useSessionStore.setState({ user, token: 'jwt' });
    const {
      items: _items,
      subtotalCents: _s,
      taxCents: _t,
      totalCents: _total,
      refundedCents: _r,
      ...rest
    } = receiptFromOrder(makeOrderDetail());
    const inDollars = {
      ...rest,
      items: [{ description: 'LLC Formation: Basic', amount: 49 }],
      subtotal: 49,
      taxAmount: 0,
      total: 49,
      refunded: 0,
    };
    sessionStorage.setItem('receipt:o-1', JSON.stringify(inDollars));
    const order = onApi('myOrder', () => ({ success: true, data: makeOrderDetail({ status: 'in_progress' }) }));
    visit('/my/account/u-1/order-complete/o-1');
    expect((await screen.findByTestId('receipt-total')).textContent).toBe('$352.06');
    expect(order).toHaveBeenCalledTimes(1);
  });

  it('asks a signed-out visitor to log in, with a way back here', () => {
    visit('/my/account/u-1/order-complete/o-1');
    expect(screen.getByText('Log in to see your receipt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/my/login?redirect=${encodeURIComponent('/my/account/u-1/order-complete/o-1')}`,
    );
  });

  it('has no receipt for an unpaid order', async () => {
    useSessionStore.setState({ user, token: 'jwt' });
    onApi('myOrder', () => ({ success: true, data: makeOrderDetail({ status: 'pending_payment' }) }));
    visit('/my/account/u-1/order-complete/o-1');
    expect(await screen.findByText('This order is not paid yet')).toBeInTheDocument();
  });
});
