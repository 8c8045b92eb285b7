import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { fetchCsv, fetchOrders, SESSION_ENDED_MESSAGE } from './admin-api';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe('admin api', () => {
  beforeEach(() => {
    localStorage.clear();
    useAdminStore.setState({ admin: { id: 'a-1', email: 'admin@filebridge.test' }, token: 'admin-token' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the admin bearer and the list query', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: { items: [], total: 0, page: 1, pageSize: 25 } }));
    await fetchOrders({ status: 'paid', page: 1, pageSize: 25, sort: 'created_at', direction: 'desc' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/admin\/orders\?status=paid&page=1&pageSize=25&sort=created_at&direction=desc$/);
    expect(init!.headers.authorization).toBe('Bearer admin-token');
  });

  it('signs the admin out when the server no longer accepts the token', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Please log in to continue.', code: 'unauthenticated' }, 401));
    await expect(fetchOrders({ page: 1, pageSize: 25, sort: 'created_at', direction: 'desc' })).rejects.toThrow(
      'Please log in to continue.',
    );
    expect(useAdminStore.getState().admin).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE, { id: 'admin-session-ended' });
  });

  it('downloads a CSV export with the bearer as a Blob', async () => {
    const fetch = mockFetch(
      () => new Response('email,status\r\na@example.com,subscribed\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const { blob, filename } = await fetchCsv('subscribers');
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/admin\/subscribers\?format=csv$/);
    expect(fetch.mock.calls[0]![1].headers.authorization).toBe('Bearer admin-token');
    expect(filename).toMatch(/^filebridge-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blob.text()).toContain('a@example.com');
  });
});
