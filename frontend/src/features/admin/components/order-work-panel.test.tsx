import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { onApi } from '../../../test/api-server';
import { makeStaff } from '../../../test/factories';
import { render } from '../../../test/render';
import { OrderWorkPanel } from './order-work-panel';

const ORDER_ID = 'b0000000-0000-4000-8000-000000000001';

beforeEach(() => {
  useAdminStore.setState({ admin: makeStaff('operator'), token: 'admin-jwt' });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('the team panel of an order', () => {
  it('shows the promise and the internal notes, and adds a note', async () => {
    const notes = [{ id: 'n-1', body: 'Called the state office.', authorEmail: 'ops@example.com', createdAt: '2026-11-20T10:00:00.000Z' }];
    onApi('adminOrderWork', () => ({
      success: true,
      data: { assignee: null, sla: { state: 'due', dueAt: '2026-11-30T10:00:00.000Z', remainingMs: null }, notes },
    }));
    const create = onApi('adminOrderNoteCreate', ({ body }) => {
      const note = {
        id: 'n-2',
        body: (body as { body: string }).body,
        authorEmail: 'admin@example.com',
        createdAt: '2026-11-21T10:00:00.000Z',
      };
      notes.push(note);
      return { success: true, data: note };
    });
    render(<OrderWorkPanel orderId={ORDER_ID} />);
    const list = await screen.findByRole('list', { name: 'Internal notes' });
    expect(within(list).getByText('Called the state office.')).toBeInTheDocument();
    expect(screen.getByText(/On time/)).toBeInTheDocument();
    expect(screen.getByText('Only staff see these notes; customers never do.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New internal note'), { target: { value: 'Agent address checked.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Agent address checked.')).toBeInTheDocument();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({ params: { id: ORDER_ID }, body: { body: 'Agent address checked.' } });
  });
});
