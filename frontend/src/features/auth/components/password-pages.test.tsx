import { FIELD_MESSAGES, PASSWORD_RESET_SENT } from '@filebridge/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { apiError, onApi } from '../../../test/api-server';
import { LoginPage } from './auth-page';
import { ForgotPasswordPage, ResetPasswordPage } from './password-pages';

vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/my/login', element: <LoginPage /> },
      { path: '/my/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const TOKEN = 'a'.repeat(43);
const user = { id: 'u-42', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, profilePicture: null };
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('forgotten password', () => {
  it('is linked from the log-in page', async () => {
    visit('/my/login');
    expect((await screen.findByRole('link', { name: 'Forgot your password?' })).getAttribute('href')).toBe('/my/forgot-password');
  });

  it('asks for the address and says to check the inbox', async () => {
    const reset = onApi('requestPasswordReset', () => ({ success: true, message: PASSWORD_RESET_SENT }));
    visit('/my/forgot-password');
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Check your inbox.')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain(PASSWORD_RESET_SENT);
    expect(reset.mock.calls.map(([call]) => call.body)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('says when too many links were asked for', async () => {
    onApi('requestPasswordReset', () => apiError(429, 'Too many requests. Please try again in 15 minutes.', 'too_many_requests'));
    visit('/my/forgot-password');
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again in 15 minutes.');
  });
});

describe('reset page', () => {
  it('checks the new password with the API rule, then signs the customer in', async () => {
    const confirm = onApi('confirmPasswordReset', () => ({ success: true, user, token: 'jwt-new' }));
    const router = visit(`/reset-password?token=${TOKEN}`);
    fill('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(FIELD_MESSAGES.passwordPolicy)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    fill('New password', 'a long new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42'));
    expect(useSessionStore.getState()).toMatchObject({ user, token: 'jwt-new' });
    expect(confirm.mock.calls.map(([call]) => call.body)).toEqual([{ token: TOKEN, password: 'a long new passphrase' }]);
  });

  it('asks for the second step of an account that has one', async () => {
    onApi('confirmPasswordReset', () => ({ success: true, twoFactorRequired: true, challengeId: 'c-1' }));
    onApi('loginSecondFactor', () => ({ success: true, user, token: 'jwt-2' }));
    const router = visit(`/reset-password?token=${TOKEN}`);
    fill('New password', 'a long new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    fill(/^Code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42'));
  });

  it('offers a new link when this one was used', async () => {
    onApi('confirmPasswordReset', () =>
      apiError(400, 'This password reset link has expired or was already used. Ask for a new one.', 'reset_link_used'),
    );
    visit(`/reset-password?token=${TOKEN}`);
    fill('New password', 'a long new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('expired or was already used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/my/forgot-password');
  });

  it('says a link without a token cannot be used', async () => {
    visit('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain('This password reset link is not valid.');
  });
});
