import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { jsonResponse, mockFetch } from '../../../test/helpers';
import { LoginPage, SignupPage } from './auth-page';

const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/my/signup', element: <SignupPage /> },
      { path: '/my/login', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const user = { id: 'u-42', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, profilePicture: null };
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null });
  toastError.mockReset();
  document.cookie = 'XSRF-TOKEN=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('Sign Up', () => {
  it('shows every rule inline on submit and sends nothing', () => {
    const fetch = mockFetch();
    visit('/my/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Last name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('validates a field when it is left and clears the error as soon as it is fixed', () => {
    mockFetch();
    visit('/my/signup');
    fill('Email', 'ada@');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    fill('Email', 'ada@example.com');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });

  it('creates the account, stores the session and lands on checkout for the chosen package', async () => {
    const fetch = mockFetch((url) =>
      url.endsWith('/api/auth/signup') ? jsonResponse({ success: true, user, token: 'jwt-1' }, 201) : jsonResponse({}),
    );
    const router = visit(`/my/signup?redirect=${encodeURIComponent('/checkout/service/llc-formation/p-1')}`);
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'analytical1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42/checkout/service/llc-formation/p-1'));
    expect(useSessionStore.getState()).toMatchObject({ user, token: 'jwt-1' });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    const [, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/auth/signup'))!;
    expect(JSON.parse(String(init!.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical1',
    });
  });

  it('shows a server error as a toast and inline on its field', async () => {
    const message = 'We could not create an account with this email. If it is yours, log in instead.';
    mockFetch(() => jsonResponse({ success: false, message, code: 'conflict' }, 409));
    visit('/my/signup');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'analytical1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith(message);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the redirect on the link to Log In', () => {
    mockFetch();
    visit(`/my/signup?redirect=${encodeURIComponent('/checkout/service/ucr-2025/p-9')}`);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/my/login?redirect=${encodeURIComponent('/checkout/service/ucr-2025/p-9')}`,
    );
  });
});

describe('Log In', () => {
  it('shows "Email or password is incorrect." for the whole form', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Email or password is incorrect.', code: 'unauthorized' }, 401));
    visit('/my/login');
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Email or password is incorrect.');
    expect(toastError).toHaveBeenCalledWith('Email or password is incorrect.');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('ignores an off-site redirect and opens the account', async () => {
    mockFetch((url) => (url.endsWith('/api/auth/login') ? jsonResponse({ success: true, user, token: 'jwt-2' }) : jsonResponse({})));
    const router = visit(`/my/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    fill('Email', 'ada@example.com');
    fill('Password', 'analytical1');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42'));
  });

  it('sends an already signed-in visitor on to the redirect target', async () => {
    useSessionStore.setState({ user, token: 'jwt' });
    const router = visit(`/my/login?redirect=${encodeURIComponent('/my/account/u-1/checkout/service/llc-formation/p-1')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42/checkout/service/llc-formation/p-1'));
  });
});
