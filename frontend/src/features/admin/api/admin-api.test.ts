import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { useAdminStore } from '../../../stores/admin-store';
import { apiError, onApi } from '../../../test/api-server';
import { fetchCsv, fetchOrders, SESSION_ENDED_MESSAGE } from './admin-api';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe('admin api', () => {
  beforeEach(() => {
    localStorage.clear();
    useAdminStore.setState({ admin: { id: 'a-1', email: 'admin@filebridge.test' }, token: 'admin-token' });
  });

  it('sends the admin bearer and the list query', async () => {
    const orders = onApi('adminOrders', () => ({
      success: true,
      data: { items: [], total: 0, totalCapped: false, page: 1, pageSize: 25 },
    }));
    await fetchOrders({ status: 'paid', page: 1, pageSize: 25, sort: 'created_at', direction: 'desc' });
    const [call] = orders.mock.calls[0]!;
    expect(call.url.search).toBe('?status=paid&page=1&pageSize=25&sort=created_at&direction=desc');
    expect(call.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('signs the admin out when the server no longer accepts the token', async () => {
    onApi('adminOrders', () => apiError(401, 'Please log in to continue.', 'unauthenticated'));
    await expect(fetchOrders({ page: 1, pageSize: 25, sort: 'created_at', direction: 'desc' })).rejects.toThrow(
      'Please log in to continue.',
    );
    expect(useAdminStore.getState().admin).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE, { id: 'admin-session-ended' });
  });

  it('downloads a CSV export with the bearer as a Blob', async () => {
    const subscribers = onApi(
      'adminSubscribers',
      () => new HttpResponse('email,status\r\na@example.com,subscribed\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const { blob, filename } = await fetchCsv('subscribers');
    const [call] = subscribers.mock.calls[0]!;
    expect(call.query).toEqual({ format: 'csv' });
    expect(call.headers.get('authorization')).toBe('Bearer admin-token');
    expect(filename).toMatch(/^filebridge-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blob.text()).toContain('a@example.com');
  });
});
