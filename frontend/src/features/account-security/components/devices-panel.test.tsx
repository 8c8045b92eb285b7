import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { apiError, onApi } from '../../../test/api-server';
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

describe('DevicesPanel', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    let sessions = [phone, laptop];
    onApi('mySessions', () => ({ success: true, data: sessions }));
    const end = onApi('endSession', () => {
      sessions = [phone];
      return { success: true as const };
    });
    render(<DevicesPanel />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Sign out Safari on macOS/ }));
    expect(await screen.findByText('Safari on macOS is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
    expect(end.mock.calls.map(([call]) => call.params)).toEqual([{ id: laptop.id }]);
  });

  it('signs out everywhere, this device included', async () => {
    useSessionStore.setState({ user: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' }, token: 'jwt' });
    onApi('mySessions', () => ({ success: true, data: [phone] }));
    const everywhere = onApi('logoutEverywhere', () => ({ success: true }));
    render(<DevicesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(everywhere).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load with Try again', async () => {
    onApi('mySessions', () => apiError(503, 'Service unavailable.', 'x'));
    render(<DevicesPanel />);
    expect(await screen.findByText('We could not load your devices.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
