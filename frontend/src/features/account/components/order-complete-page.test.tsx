import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveReceipt } from '../../../lib/receipt-storage';
import { useSessionStore } from '../../../stores/session-store';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
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
    const fetch = mockFetch();
    const receipt = receiptFromOrder(makeOrderDetail());
    visit({ pathname: '/my/account/u-1/order-complete/o-1', state: { receipt } });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-order-number').textContent).toBe('FB-100001');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still shows it after a reload, from sessionStorage', () => {
    mockFetch();
    saveReceipt(receiptFromOrder(makeOrderDetail()));
    visit('/my/account/u-1/order-complete/o-1');
    expect(screen.getByTestId('receipt-total').textContent).toBe('$352.06');
  });

  it('reads the order from the API when signed in and nothing is stored', async () => {
    useSessionStore.setState({ user, token: 'jwt' });
    mockFetch((url) =>
      url.endsWith('/api/my/orders/o-1')
        ? jsonResponse({ success: true, data: makeOrderDetail({ status: 'in_progress' }) })
        : jsonResponse({}),
    );
    visit('/my/account/u-1/order-complete/o-1');
    expect((await screen.findByTestId('receipt-order-number')).textContent).toBe('FB-100001');
    expect(sessionStorage.getItem('receipt:o-1')).not.toBeNull();
  });

  it('asks a signed-out visitor to log in, with a way back here', () => {
    mockFetch();
    visit('/my/account/u-1/order-complete/o-1');
    expect(screen.getByText('Log in to see your receipt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/my/login?redirect=${encodeURIComponent('/my/account/u-1/order-complete/o-1')}`,
    );
  });

  it('has no receipt for an unpaid order', async () => {
    useSessionStore.setState({ user, token: 'jwt' });
    mockFetch(() => jsonResponse({ success: true, data: makeOrderDetail({ status: 'pending_payment' }) }));
    visit('/my/account/u-1/order-complete/o-1');
    expect(await screen.findByText('This order is not paid yet')).toBeInTheDocument();
  });
});
