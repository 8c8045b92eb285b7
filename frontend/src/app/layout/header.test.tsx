import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { useSessionStore } from '../../stores/session-store';
import { onApi } from '../../test/api-server';
import { Header } from './header';

vi.mock('../../lib/toast', () => ({ toast: { dismiss: vi.fn(), success: vi.fn(), error: vi.fn() } }));

function renderHeader(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
  return { router, nav };
}

describe('header', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ user: null, token: null });
  });
  afterEach(() => vi.useRealTimers());

  it('links the brand to / and shows the support phone as a tel: link', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Filebridge home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /Call us at \(888\) 555-0142/ }).getAttribute('href')).toBe('tel:+18885550142');
  });

  it('opens one menu panel at a time by click and closes it when a link is chosen', () => {
    const { router, nav } = renderHeader();
    const business = within(nav).getByRole('button', { name: 'Business' });
    const trucking = within(nav).getByRole('button', { name: 'Trucking Authority' });
    expect(business.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(business);
    expect(business.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trucking);
    expect(business.getAttribute('aria-expanded')).toBe('false');
    expect(trucking.getAttribute('aria-expanded')).toBe('true');

    const panel = document.getElementById(trucking.getAttribute('aria-controls')!)!;
    const ucr = within(panel).getByRole('link', { name: /UCR 2025/ });
    expect(ucr.textContent).toContain('Unified Carrier Registration');
    fireEvent.click(ucr);
    expect(router.state.location.pathname).toBe('/trucking-authority/ucr-2025');
    expect(trucking.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the open panel on Escape (focus back on its button) and on an outside click', () => {
    const { nav } = renderHeader();
    const company = within(nav).getByRole('button', { name: 'Company' });
    fireEvent.click(company);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(company.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(company);
    fireEvent.click(company);
    fireEvent.mouseDown(document.body);
    expect(company.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists every business and trucking page in the menus', () => {
    const { nav } = renderHeader();
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h?.startsWith('/business/'))).toHaveLength(13);
    expect(hrefs.filter((h) => h?.startsWith('/trucking-authority'))).toHaveLength(13);
    expect(hrefs.filter((h) => h?.startsWith('/company/'))).toEqual([
      '/company/about',
      '/company/contact',
      '/company/affiliate',
      '/company/partner',
    ]);
  });

  it('shows Log In to visitors and, to a signed-in user, an account menu named by the initials it shows', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]!.getAttribute('href')).toBe('/my/login');
    act(() => useSessionStore.setState({ user: { id: 'u-5', firstName: 'Ada', lastName: 'Lovelace', profilePicture: null } }));
    const button = screen.getByRole('button', { name: 'AL Account menu, Ada Lovelace' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('list', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my/account/u-5');
    expect(within(menu).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/my/account/u-5/orders');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('closes the account menu on Escape, with focus back on its button, and on an outside click', () => {
    useSessionStore.setState({ user: { id: 'u-5', firstName: 'Ada', lastName: 'Lovelace', profilePicture: null } });
    renderHeader();
    const button = screen.getByRole('button', { name: /^AL Account menu/ });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out from the account menu: POST /api/auth/logout, userData and token removed, home page', async () => {
    const logout = onApi('logout', () => ({ success: true }));
    document.cookie = 'XSRF-TOKEN=t; path=/';
    useSessionStore.getState().setUser({ id: 'u-5', firstName: 'Ada', lastName: 'Lovelace', profilePicture: null }, 'jwt-5', 'login');
    const { router } = renderHeader('/business/llc-formation');
    fireEvent.click(screen.getByRole('button', { name: /^AL Account menu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/');
    expect([localStorage.getItem('userData'), localStorage.getItem('token')]).toEqual([null, null]);
    expect(screen.getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  });

  it('names the menu without initials when a picture stands in for them', () => {
    useSessionStore.setState({ user: { id: 'u-5', firstName: 'Ada', lastName: 'Lovelace', profilePicture: 'https://example.com/a.png' } });
    renderHeader();
    const button = screen.getByRole('button', { name: 'Account menu, Ada Lovelace' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
  });

  it('offers the account links and Log out in the drawer, and clears toasts when a menu opens', () => {
    useSessionStore.setState({ user: { id: 'u-5', firstName: 'Ada', lastName: 'Lovelace', profilePicture: null } });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    const account = within(drawer).getByRole('list', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my/account/u-5');
    expect(within(account).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/my/account/u-5/orders');
    expect(within(account).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^AL Account menu/ }));
    expect(toast.dismiss).toHaveBeenCalledTimes(2);
  });

  it('closes the mobile drawer 100 ms after a link is clicked', () => {
    vi.useFakeTimers();
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    const section = within(drawer).getByRole('button', { name: 'Business' });
    fireEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('link', { name: /LLC Formation/ }));
    act(() => vi.advanceTimersByTime(99));
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });
});
