import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { makeStaff } from '../../../test/factories';
import { render } from '../../../test/render';
import { OrderWorkPanel } from './order-work-panel';

const ORDER_ID = 'b0000000-0000-4000-8000-000000000001';

beforeEach(() => {
  useAdminStore.setState({ admin: makeStaff('operator'), token: 'admin-jwt' });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the team panel of an order', () => {
  it('shows the promise and the internal notes, and adds a note', async () => {
    const notes = [{ id: 'n-1', body: 'Called the state office.', authorEmail: 'ops@example.com', createdAt: '2026-11-20T10:00:00.000Z' }];
    const fetch = mockFetch((url, init) => {
      if (url.endsWith(`/api/admin/orders/${ORDER_ID}/notes`) && init?.method === 'POST') {
        const { body } = JSON.parse(String(init.body)) as { body: string };
        const note = { id: 'n-2', body, authorEmail: 'admin@example.com', createdAt: '2026-11-21T10:00:00.000Z' };
        notes.push(note);
        return jsonResponse({ success: true, data: note }, 201);
      }
      return jsonResponse({
        success: true,
        data: { assignee: null, sla: { state: 'due', dueAt: '2026-11-30T10:00:00.000Z', remainingMs: null }, notes },
      });
    });
    render(<OrderWorkPanel orderId={ORDER_ID} />);
    const list = await screen.findByRole('list', { name: 'Internal notes' });
    expect(within(list).getByText('Called the state office.')).toBeInTheDocument();
    expect(screen.getByText(/On time/)).toBeInTheDocument();
    expect(screen.getByText('Only staff see these notes; customers never do.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New internal note'), { target: { value: 'Agent address checked.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Agent address checked.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u, init]) => String(u).endsWith('/notes') && init?.method === 'POST')).toBe(true);
  });
});
