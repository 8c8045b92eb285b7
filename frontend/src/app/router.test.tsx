import { HOME_SERVICE_ID, HOME_TITLE } from '@filebridge/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../stores/admin-store';
import { useSessionStore } from '../stores/session-store';
import { apiError, onEveryApi } from '../test/api-server';
import { restOfPath } from './guards';
import { routes } from './router';
import { makeStaff } from '../test/factories';
import { render } from '../test/render';

async function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: Awaited<ReturnType<typeof visit>>) => router.state.location.pathname + router.state.location.search;

describe('routes', () => {
  let calls: ReturnType<typeof onEveryApi>;
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ user: null, token: null, signedOut: false });
    useAdminStore.setState({ admin: null, token: null });
    calls = onEveryApi(() => apiError(503, 'offline', 'X'));
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('renders home with its title, asking for the packages of the fixed home service by its id', async () => {
    await visit('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Start & grow your business/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(HOME_TITLE));
    expect(screen.getByRole('heading', { name: 'Compare Our Packages' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.mock.calls.filter(([name]) => name === 'serviceById').map(([, call]) => call.params)).toContainEqual({
        serviceId: HOME_SERVICE_ID,
      }),
    );
    expect(calls.mock.calls.some(([name]) => name === 'serviceBySlug')).toBe(false);
  });

  it.each(['/business', '/company', '/legal', '/no/such/page'])('renders the 404 page for %s', async (path) => {
    await visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found'));
  });

  it('renders the Log In and Sign Up screens', async () => {
    await visit('/my/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });

  it('sends a customer who logs out on the dashboard home, not to the login page', async () => {
    useSessionStore.setState({ user: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' }, token: 't' });
    const router = await visit('/my/account/u-1/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    act(() => useSessionStore.getState().logout('signed-out'));
    await waitFor(() => expect(where(router)).toBe('/'));
  });

  it('sends a visitor from the dashboard to /my/login with the encoded path', async () => {
    const router = await visit('/my/account/u-1/orders?tab=open');
    await waitFor(() => expect(where(router)).toBe(`/my/login?redirect=${encodeURIComponent('/my/account/u-1/orders?tab=open')}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });

  it('sends a customer whose session ended on the server to log in, with a way back to the page', async () => {
    useSessionStore.setState({ user: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' }, token: 'revoked' });
    onEveryApi(() => apiError(401, 'Your session has expired. Please log in again.', 'invalid_token'));
    const router = await visit('/my/account/u-1/orders');
    await waitFor(() => expect(where(router)).toBe(`/my/login?redirect=${encodeURIComponent('/my/account/u-1/orders')}`));
    expect(await screen.findByText('Your session has ended. Please log in again to continue.')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('guards checkout and moves a mismatched id to the signed-in user, keeping the rest of the path', async () => {
    useSessionStore.setState({ user: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' } });
    const router = await visit('/my/account/u-2/checkout/service/llc-formation/p-1');
    await waitFor(() => expect(where(router)).toBe('/my/account/u-1/checkout/service/llc-formation/p-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });

  it('opens the dashboard for the signed-in user', async () => {
    useSessionStore.setState({ user: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' } });
    await visit('/my/account/u-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  });

  it('does not guard order-complete', async () => {
    const router = await visit('/my/account/u-9/order-complete/ord-1');
    expect(where(router)).toBe('/my/account/u-9/order-complete/ord-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
  });

  it('sends a missing admin to /admin/login and a mismatched admin to their own dashboard', async () => {
    const first = await visit('/admin/dashboard/a-1/orders');
    await waitFor(() => expect(where(first)).toBe('/admin/login'));
    useAdminStore.setState({ admin: makeStaff('operator') });
    const second = await visit('/admin/dashboard/a-2/orders');
    await waitFor(() => expect(where(second)).toBe('/admin/dashboard/a-1/orders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });

  it('computes the rest of a path after the id segment', () => {
    expect(restOfPath('/my/account/u-2/orders/7', 3)).toBe('/orders/7');
    expect(restOfPath('/my/account/u-2', 3)).toBe('');
  });
});
