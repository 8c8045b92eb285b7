import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { onApi } from '../../../test/api-server';
import { LoginPage } from './auth-page';

vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const user = { id: 'u-42', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, profilePicture: null };
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('log-in with two-step sign-in', () => {
  it('asks for the code after the password, then signs in', async () => {
    onApi('login', () => ({ success: true, twoFactorRequired: true, challengeId: 'challenge-1' }));
    const secondFactor = onApi('loginSecondFactor', () => ({ success: true, user, token: 'jwt-2' }));
    const router = createMemoryRouter(
      [
        { path: '/my/login', element: <LoginPage /> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      { initialEntries: ['/my/login'] },
    );
    render(<RouterProvider router={router} />);
    fill('Email', 'ada@example.com');
    fill(/^Password/, 'Correct-horse-42');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByLabelText(/^Code/)).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();

    fill(/^Code/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.'),
    ).toBeInTheDocument();

    fill(/^Code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-42'));
    expect(useSessionStore.getState().token).toBe('jwt-2');
    expect(secondFactor.mock.calls.map(([call]) => call.body)).toEqual([{ challengeId: 'challenge-1', code: '123456' }]);
  });
});
