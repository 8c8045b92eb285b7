import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderSummary, OrderPage } from '../api/admin-api';
import { ordersQueryString } from '../lib/orders-query';
import { apiError, onApi } from '../../../test/api-server';
import { OrdersPage } from './orders-page';
import { render } from '../../../test/render';

const order = (overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: 'o-1',
  orderNumber: 'FB-1001',
  status: 'paid',
  serviceSlug: 'dba-filing',
  serviceName: 'DBA Filing',
  packageTitle: 'Standard',
  businessName: 'Acme Trucking LLC',
  customerEmail: 'ada@example.com',
  total: 149,
  createdAt: '2025-03-03T15:00:00Z',
  paidAt: '2025-03-03T15:01:00Z',
  expedited: false,
  addOns: [],
  phase: null,
  phaseLabel: null,
  unreadMessages: 0,
  ...overrides,
});

const page = (items: AdminOrderSummary[], total = items.length): OrderPage => ({ items, total, totalCapped: false, page: 1, pageSize: 25 });

let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}

function renderOrders(path = '/admin/dashboard/a-1/orders') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/dashboard/:adminId/*"
          element={
            <>
              <OrdersPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

let answer: () => Response | { success: true; data: OrderPage };
let orders: ReturnType<typeof listOrders>;
const listOrders = () => onApi('adminOrders', () => answer());
const answerWith = (data: OrderPage) => (answer = () => ({ success: true, data }));
const lastCall = () => orders.mock.calls.at(-1)![0];
const lastQuery = () => lastCall().query;
/** The query string the last request sent. */
const lastQueryString = () => lastCall().url.search.slice(1);

describe('orders table', () => {
  beforeEach(() => {
    answerWith(page([order()]));
    orders = listOrders();
  });

  it('loads the first page sorted by newest and shows the rows', async () => {
    renderOrders();
    expect(await screen.findByRole('link', { name: 'FB-1001' })).toBeInTheDocument();
    expect(lastQueryString()).toBe('page=1&pageSize=25&sort=created_at&direction=desc');
    expect(screen.getByText('Acme Trucking LLC')).toBeInTheDocument();
    expect(screen.getByText('$149.00')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1 orders')).toBeInTheDocument();
  });

  it('marks an expedited order and names the add-ons each order has', async () => {
    answerWith(
      page([
        order({ id: 'o-2', orderNumber: 'FB-1002', expedited: true, addOns: ['expeditedProcessing', 'registeredAgent', 'ein'] }),
        order(),
      ]),
    );
    renderOrders();
    const [, expedited, plain] = (await screen.findAllByRole('row')) as HTMLElement[];
    expect(expedited!.textContent).toContain('Expedited');
    expect(expedited!.textContent).toContain('With Expedited processing · Registered agent · EIN registration');
    expect(plain!.textContent).not.toContain('Expedited');
  });

  it('shows a total counted only up to its cap as that many and more', async () => {
    answerWith({ ...page([order()], 10_000), totalCapped: true });
    renderOrders();
    expect(await screen.findByText('1–1 of 10,000+ orders')).toBeInTheDocument();
  });

  it('sends the status filter and a debounced search in the query string and keeps them in the URL', async () => {
    renderOrders();
    await screen.findByRole('link', { name: 'FB-1001' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_progress' } });
    await waitFor(() => expect(lastQuery().status).toBe('in_progress'));
    const callsBeforeTyping = orders.mock.calls.length;

    vi.useFakeTimers();
    try {
      const box = screen.getByLabelText('Search');
      for (const text of ['a', 'ac', 'acm', 'acme@']) fireEvent.change(box, { target: { value: text } });
      act(() => vi.advanceTimersByTime(299));
      expect(orders.mock.calls.length).toBe(callsBeforeTyping);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lastQuery().search).toBe('acme@'));
    // One request for the settled text, not one per keystroke.
    expect(orders.mock.calls.length).toBe(callsBeforeTyping + 1);
    expect(lastQueryString()).toBe('status=in_progress&search=acme%40&page=1&pageSize=25&sort=created_at&direction=desc');
    expect(lastQueryString()).toBe(
      ordersQueryString({ status: 'in_progress', phase: '', search: 'acme@', page: 1, sort: 'created_at', direction: 'desc' }),
    );
    expect(search).toBe('?status=in_progress&q=acme%40');
  });

  it('sorts by a column header, flips it on a second click, and pages', async () => {
    answerWith(page([order()], 60));
    renderOrders();
    await screen.findByRole('link', { name: 'FB-1001' });

    fireEvent.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'total_cents', direction: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'total_cents', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().page).toBe('2'));
    expect(search).toBe('?page=2&sort=total_cents&dir=asc');
  });

  it('restores the filters from the URL', async () => {
    renderOrders('/admin/dashboard/a-1/orders?status=paid&q=FB-1001&page=2');
    await screen.findByRole('link', { name: 'FB-1001' });
    expect(orders).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toMatchObject({ status: 'paid', search: 'FB-1001', page: '2' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('FB-1001');
  });

  it('shows an empty state with a way to clear filters, and an error state with retry', async () => {
    answerWith(page([]));
    renderOrders('/admin/dashboard/a-1/orders?status=refunded');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(lastQuery().status).toBeUndefined());
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    answer = () => apiError(503, 'Service unavailable');
    renderOrders();
    expect(await screen.findByText('Could not load orders.')).toBeInTheDocument();
    answerWith(page([order()]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'FB-1001' })).toBeInTheDocument();
  });
});
