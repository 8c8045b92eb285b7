import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { apiError, onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import { EmailBanner } from './email-banner';
import { VerifyEmailPage } from './verify-email-page';

const user = { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

beforeEach(() => {
  localStorage.setItem('token', 'jwt');
  useSessionStore.setState({ user, token: 'jwt' });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('EmailBanner', () => {
  it('asks an unverified customer to verify, and sends the link again', async () => {
    onApi('emailStatus', () => ({ success: true, data: { email: 'ada@example.com', verified: false, pendingEmail: null } }));
    const resend = onApi('resendVerification', () => ({ success: true, message: 'We sent a new verification link to ada@example.com.' }));
    render(<EmailBanner />);
    expect(await screen.findByText('Verify your email')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new verification link to ada@example.com.')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('shows nothing once the address is verified', async () => {
    const status = onApi('emailStatus', () => ({ success: true, data: { email: 'ada@example.com', verified: true, pendingEmail: null } }));
    const { container } = render(<EmailBanner />);
    await waitFor(() => expect(status).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});

describe('VerifyEmailPage', () => {
  const visit = (path: string) =>
    render(
      <RouterProvider router={createMemoryRouter([{ path: '/verify-email', element: <VerifyEmailPage /> }], { initialEntries: [path] })} />,
    );

  it('verifies the address from the link once and says so', async () => {
    const verify = onApi('verifyEmail', () => ({
      success: true,
      message: 'Thank you: ada@new.example is verified.',
      email: 'ada@new.example',
    }));
    visit(`/verify-email?token=${'t'.repeat(43)}`);
    expect(await screen.findByText('Thank you: ada@new.example is verified.')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().user?.email).toBe('ada@new.example');
  });

  it('says when the link was used', async () => {
    onApi('verifyEmail', () =>
      apiError(400, 'This verification link has expired or was already used. Send a new one from your account page.', 'x'),
    );
    visit(`/verify-email?token=${'t'.repeat(43)}`);
    expect((await screen.findByRole('alert')).textContent).toContain('expired or was already used');
  });
});
