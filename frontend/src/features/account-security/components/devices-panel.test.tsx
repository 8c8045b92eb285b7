import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { render } from '../../../test/render';
import { DevicesPanel } from './devices-panel';

const phone = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on Android',
  place: '203.0.113.0/24',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  current: true,
};
const laptop = { ...phone, id: '22222222-2222-4222-8222-222222222222', device: 'Safari on macOS', current: false };

beforeEach(() => {
  localStorage.setItem('token', 'jwt');
  document.cookie = 'XSRF-TOKEN=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('DevicesPanel', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    let sessions = [phone, laptop];
    const fetch = mockFetch((url, init) => {
      if (url.endsWith(`/api/auth/sessions/${laptop.id}/end`) && init?.method === 'POST') {
        sessions = [phone];
        return jsonResponse({ success: true });
      }
      return jsonResponse({ success: true, data: sessions });
    });
    render(<DevicesPanel />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Sign out Safari on macOS/ }));
    expect(await screen.findByText('Safari on macOS is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith(`/sessions/${laptop.id}/end`))).toBe(true);
  });

  it('signs out everywhere, this device included', async () => {
    useSessionStore.setState({ user: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' }, token: 'jwt' });
    const fetch = mockFetch((url) =>
      url.endsWith('/api/auth/logout-everywhere') ? jsonResponse({ success: true }) : jsonResponse({ success: true, data: [phone] }),
    );
    render(<DevicesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/api/auth/logout-everywhere'))).toBe(true);
  });

  it('shows a failed load with Try again', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Service unavailable.', code: 'x' }, 503));
    render(<DevicesPanel />);
    expect(await screen.findByText('We could not load your devices.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
