import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { apiError, onApi } from '../../test/api-server';
import { accountSectionRoutes } from '../router';
import { AccountDashboard } from './account-dashboard';
import { FIELD_MESSAGES, required } from '@filebridge/contracts';
import { render } from '../../test/render';

vi.mock('../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const user = { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, profilePicture: null };

const orderList = (items: object[]) =>
  ({ success: true, data: { items, total: items.length, totalCapped: false, page: 1, pageSize: 100 } }) as never;
const NO_ORDERS = orderList([]);

function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/my/account/:userId', element: <AccountDashboard />, children: accountSectionRoutes },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user, token: 'jwt', newAccount: false });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('AccountDashboard', () => {
  it('lists orders with their status badge', async () => {
    onApi('myOrders', () =>
      orderList([
        {
          id: 'o-1',
          orderNumber: 'FB-100001',
          status: 'in_progress',
          serviceSlug: 'llc-formation',
          serviceName: 'LLC Formation',
          packageTitle: 'Basic',
          businessName: 'Lone Star Coffee LLC',
          total: 352.06,
          createdAt: '2026-03-01T15:30:00.000Z',
          paidAt: null,
        },
      ]),
    );
    visit('/my/account/u-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    const row = await screen.findByTestId('order-row');
    expect(row.textContent).toContain('FB-100001');
    expect(row.textContent).toContain('In progress');
    expect(row.getAttribute('href')).toBe('/my/account/u-1/orders/o-1');
  });

  it.each([
    [['ucr-2025', 'llc-formation'], '/trucking-authority'],
    [['llc-formation', 'boc3-filing'], '/business/business-formation'],
    [[], '/business/business-formation'],
  ])('"Start a new filing" goes where the customer’s own orders point (newest first: %j → %s)', async (slugs, href) => {
    const items = slugs.map((serviceSlug, i) => ({
      id: `o-${i}`,
      orderNumber: `FB-10000${i}`,
      status: 'completed',
      serviceSlug,
      serviceName: serviceSlug,
      packageTitle: 'Basic',
      businessName: 'Ironhorse Hauling LLC',
      customerEmail: 'ada@example.com',
      total: 99,
      createdAt: '2026-03-01T15:30:00.000Z',
      paidAt: null,
      expedited: false,
      addOns: [],
    }));
    onApi('myOrders', () => orderList(items));
    visit('/my/account/u-1');
    if (items.length) await screen.findAllByTestId('order-row');
    else await screen.findByText('No orders yet');
    expect(screen.getByRole('link', { name: 'Start a new filing' }).getAttribute('href')).toBe(href);
  });

  it('has an empty state that points to the services', async () => {
    onApi('myOrders', () => NO_ORDERS);
    visit('/my/account/u-1');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Business services' })).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    onApi('myOrders', () => apiError(503, 'Database unavailable', 'unavailable'));
    visit('/my/account/u-1');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('saves the profile with PATCH /auth/me and updates the session (header avatar)', async () => {
    const updated = { ...user, firstName: 'Augusta', profilePicture: 'https://cdn.example/ada.png' };
    onApi('me', () => ({ success: true, user }));
    const save = onApi('updateMe', () => ({ success: true, user: updated }));
    visit('/my/account/u-1/profile');
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Augusta' } });
    fireEvent.change(screen.getByLabelText('Picture URL'), { target: { value: 'https://cdn.example/ada.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(useSessionStore.getState().user).toMatchObject({ firstName: 'Augusta', profilePicture: 'https://cdn.example/ada.png' }),
    );
    expect(useSessionStore.getState().token).toBe('jwt');
    expect(save.mock.calls[0]![0].body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      phone: '',
      profilePicture: 'https://cdn.example/ada.png',
    });
  });

  it("checks the profile with the API's rules, focuses the first mistake and sends nothing", async () => {
    onApi('me', () => ({ success: true, user }));
    const save = onApi('updateMe', () => ({ success: true, user }));
    visit('/my/account/u-1/profile');
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Picture URL'), { target: { value: 'http://cdn.example/ada.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(required('First name'))).toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.profilePicture)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(save).not.toHaveBeenCalled();
  });

  it('logs out through the API and clears the session', async () => {
    onApi('myOrders', () => NO_ORDERS);
    const logout = onApi('logout', () => ({ success: true }));
    const router = visit('/my/account/u-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('welcomes a customer in the session their account was created in, and welcomes back one who logged in', async () => {
    onApi('myOrders', () => NO_ORDERS);
    useSessionStore.getState().setUser(user, 'jwt', 'signup');
    visit('/my/account/u-1');
    expect(await screen.findByText(/^Welcome, Ada/)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('welcomes back a customer who logged in', async () => {
    onApi('myOrders', () => NO_ORDERS);
    useSessionStore.getState().setUser(user, 'jwt', 'login');
    visit('/my/account/u-1');
    expect(await screen.findByText(/^Welcome back, Ada/)).toBeInTheDocument();
  });

  it('finds the MCS-150 due month and year from a USDOT number', async () => {
    onApi('myReminderSettings', () => ({ success: true, data: { daysBefore: [60, 30, 7] } }));
    onApi('myCompliance', () => ({ success: true, data: [] }));
    visit('/my/account/u-1/compliance');
    fireEvent.change(await screen.findByLabelText('USDOT number'), { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my due date' }));
    expect(screen.getByTestId('mcs150-result').textContent).toMatch(/July 31, \d{4} \(July, even-numbered years\)/);
  });

  it('shows the compliance dates the server computed for the customer’s paid orders', async () => {
    onApi('myReminderSettings', () => ({ success: true, data: { daysBefore: [60, 30, 7] } }));
    const compliance = onApi(
      'myCompliance',
      () =>
        ({
          success: true,
          data: [
            {
              subject: 'company-fl-sunshine-llc',
              businessId: 'b-1',
              name: 'Sunshine LLC',
              orders: [{ orderId: 'o-1', orderNumber: 'FB-100001', serviceName: 'LLC Formation' }],
              filings: [
                {
                  key: 'company-fl-sunshine-llc/fl-llc-annual-report',
                  filingId: 'fl-llc-annual-report',
                  kind: 'state-obligation',
                  title: 'Florida: Annual Report',
                  dueDate: '2027-05-01',
                  reminders: ['2027-04-01', '2027-04-24'],
                  orderPath: '/business/annual-report',
                  renewPath: '/my/account/u-1/checkout/service/annual-report/p-1?business=b-1',
                  done: null,
                  detail: 'Florida rule: May 1.',
                  source: null,
                  amountUsd: 138.75,
                  estimate: false,
                },
                {
                  key: 'company-fl-sunshine-llc/fl-llc-other',
                  filingId: 'fl-llc-other',
                  kind: 'state-obligation',
                  title: 'Florida: A tax nobody dated',
                  dueDate: null,
                  reminders: [],
                  orderPath: null,
                  renewPath: null,
                  done: null,
                  detail: 'Check with the state.',
                  source: null,
                  amountUsd: null,
                  estimate: true,
                },
              ],
            },
          ],
        }) as never,
    );
    visit('/my/account/u-1/compliance');
    const [row, undated] = await screen.findAllByTestId('compliance-filing');
    expect(screen.getByRole('heading', { level: 3, name: 'Sunshine LLC' })).toBeInTheDocument();
    expect(screen.getByText('From order FB-100001 (LLC Formation)')).toBeInTheDocument();
    expect(row!.textContent).toContain('Florida: Annual Report');
    expect(row!.textContent).toMatch(/Due May 1, 2027/);
    expect(undated!.textContent).toContain('Date to confirm with the state');
    expect(undated!.textContent).toContain('Estimate');
    expect(within(row!).getByRole('link', { name: 'Review and renew' }).getAttribute('href')).toBe(
      '/my/account/u-1/checkout/service/annual-report/p-1?business=b-1',
    );
    expect(within(row!).getByRole('button', { name: 'I filed it myself' })).toBeInTheDocument();
    const days = (await screen.findByLabelText('Days before the due date')) as HTMLInputElement;
    await waitFor(() => expect(days.value).toBe('60, 30, 7'));
    expect(undated!.querySelector('a')).toBeNull();
    expect(compliance).toHaveBeenCalled();
  });
});
