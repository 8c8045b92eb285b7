import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { render } from '../../../test/render';
import { EmailBanner } from './email-banner';
import { VerifyEmailPage } from './verify-email-page';

const user = { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

beforeEach(() => {
  localStorage.setItem('token', 'jwt');
  useSessionStore.setState({ user, token: 'jwt' });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('EmailBanner', () => {
  it('asks an unverified customer to verify, and sends the link again', async () => {
    const fetch = mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ success: true, message: 'We sent a new verification link to ada@example.com.' })
        : jsonResponse({ success: true, data: { email: 'ada@example.com', verified: false, pendingEmail: null } }),
    );
    render(<EmailBanner />);
    expect(await screen.findByText('Verify your email')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new verification link to ada@example.com.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/api/auth/email/verification') && i?.method === 'POST')).toBe(true);
  });

  it('shows nothing once the address is verified', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: { email: 'ada@example.com', verified: true, pendingEmail: null } }));
    const { container } = render(<EmailBanner />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});

describe('VerifyEmailPage', () => {
  const visit = (path: string) =>
    render(
      <RouterProvider router={createMemoryRouter([{ path: '/verify-email', element: <VerifyEmailPage /> }], { initialEntries: [path] })} />,
    );

  it('verifies the address from the link once and says so', async () => {
    const fetch = mockFetch(() =>
      jsonResponse({ success: true, message: 'Thank you: ada@new.example is verified.', email: 'ada@new.example' }),
    );
    visit(`/verify-email?token=${'t'.repeat(43)}`);
    expect(await screen.findByText('Thank you: ada@new.example is verified.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('/api/auth/email/verify'))).toHaveLength(1);
    expect(useSessionStore.getState().user?.email).toBe('ada@new.example');
  });

  it('says when the link was used', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          success: false,
          message: 'This verification link has expired or was already used. Send a new one from your account page.',
          code: 'x',
        },
        400,
      ),
    );
    visit(`/verify-email?token=${'t'.repeat(43)}`);
    expect((await screen.findByRole('alert')).textContent).toContain('expired or was already used');
  });
});
