import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { apiError, onApi } from '../../../test/api-server';
import { LoginPage, SignupPage } from './auth-page';
import { FIELD_MESSAGES, required } from '@filebridge/contracts';

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('../../../lib/toast', () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

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
  toastSuccess.mockReset();
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('Sign Up', () => {
  it("shows every rule inline on submit in the API's words, focuses the first and sends nothing", async () => {
    const signup = onApi('signup', () => ({ success: true, user, token: 'jwt-1' }));
    visit('/my/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(required('First name'))).toBeInTheDocument();
    expect(screen.getByText(required('Last name'))).toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.passwordPolicy)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(signup).not.toHaveBeenCalled();
  });

  it('says nothing when an empty field is left', async () => {
    visit('/my/signup');
    fireEvent.blur(screen.getByLabelText('First name'));
    fill('Last name', 'Lovelace');
    fireEvent.blur(screen.getByLabelText('Last name'));
    await waitFor(() => expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(required('First name'))).toBeNull();
  });

  it('validates a field when it is left and clears the error as soon as it is fixed', async () => {
    visit('/my/signup');
    fill('Email', 'ada@');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText(FIELD_MESSAGES.emailInvalid)).toBeInTheDocument();
    fill('Email', 'ada@example.com');
    await waitFor(() => expect(screen.queryByText(FIELD_MESSAGES.emailInvalid)).toBeNull());
  });

  it("shows the API's per-field messages under their fields", async () => {
    const message = 'Enter a valid phone number.';
    onApi('signup', () =>
      HttpResponse.json(
        { success: false, message, code: 'validation_failed', details: [{ path: 'phone', message: 'Phone is not reachable.' }] },
        { status: 400 },
      ),
    );
    visit('/my/signup');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill(/Phone/, '555 0100 200');
    fill('Password', 'analytical-engine');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Phone is not reachable.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Phone/)));
  });

  it('creates the account, stores the session and lands on checkout for the chosen package', async () => {
    const signup = onApi('signup', () => ({ success: true, user, token: 'jwt-1' }));
    const router = visit(`/my/signup?redirect=${encodeURIComponent('/checkout/service/llc-formation/p-1')}`);
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'analytical-engine');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42/checkout/service/llc-formation/p-1'));
    expect(useSessionStore.getState()).toMatchObject({ user, token: 'jwt-1' });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(toastSuccess).toHaveBeenCalledWith('Welcome, Ada! Check your inbox at ada@example.com to verify your address.');
    expect(signup.mock.calls[0]![0].body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
  });

  it('shows a server error as a toast and in the form, never on the email field', async () => {
    const message = 'Too many requests. Please wait a minute and try again.';
    onApi('signup', () => apiError(429, message, 'too_many_requests'));
    visit('/my/signup');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'analytical-engine');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(toastError).toHaveBeenCalledWith(message);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the redirect on the link to Log In', () => {
    visit(`/my/signup?redirect=${encodeURIComponent('/checkout/service/ucr-2025/p-9')}`);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/my/login?redirect=${encodeURIComponent('/checkout/service/ucr-2025/p-9')}`,
    );
  });
});

describe('Log In', () => {
  it('shows "Email or password is incorrect." for the whole form', async () => {
    onApi('login', () => apiError(401, 'Email or password is incorrect.', 'unauthorized'));
    visit('/my/login');
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Email or password is incorrect.');
    expect(toastError).toHaveBeenCalledWith('Email or password is incorrect.');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('ignores an off-site redirect and opens the account', async () => {
    onApi('login', () => ({ success: true, user, token: 'jwt-2' }));
    const router = visit(`/my/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    fill('Email', 'ada@example.com');
    fill('Password', 'analytical-engine');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42'));
  });

  it('sends an already signed-in visitor on to the redirect target', async () => {
    useSessionStore.setState({ user, token: 'jwt' });
    const router = visit(`/my/login?redirect=${encodeURIComponent('/my/account/u-1/checkout/service/llc-formation/p-1')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42/checkout/service/llc-formation/p-1'));
  });
});
