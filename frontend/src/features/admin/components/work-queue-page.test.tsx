import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WorkQueueRow } from '../api/admin-api';
import { useAdminStore } from '../../../stores/admin-store';
import { onApi } from '../../../test/api-server';
import { makeStaff } from '../../../test/factories';
import { render } from '../../../test/render';
import { WorkQueuePage } from './work-queue-page';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';

const row = (overrides: Partial<WorkQueueRow> = {}): WorkQueueRow => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  orderNumber: 'FB-1001',
  serviceName: 'LLC Formation',
  serviceKind: 'business',
  businessName: 'Acme Hauling LLC',
  customerEmail: 'ada@example.com',
  state: 'WY',
  agency: 'Wyoming filing office',
  phase: 'submitted',
  expedited: false,
  total: 149,
  paidAt: '2026-11-20T10:00:00.000Z',
  sla: { state: 'overdue', dueAt: '2026-11-24T10:00:00.000Z', remainingMs: null },
  assignee: null,
  ...overrides,
});

const second = row({
  id: 'b0000000-0000-4000-8000-000000000002',
  orderNumber: 'FB-1002',
  expedited: true,
  sla: { state: 'due_soon', dueAt: '2026-11-27T10:00:00.000Z', remainingMs: null },
  assignee: { id: ADMIN_ID, email: 'admin@example.com' },
});

const pageOf = (items: WorkQueueRow[]) => ({
  success: true as const,
  data: { items, nextCursor: null, matching: items.length, matchingCapped: false },
});

function renderQueue() {
  return render(
    <MemoryRouter initialEntries={[`/admin/dashboard/${ADMIN_ID}/work`]}>
      <Routes>
        <Route path="/admin/dashboard/:adminId/work" element={<WorkQueuePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The queue's API: pages, views, staff, and the bulk and take calls, recorded. */
function queueApi(items: WorkQueueRow[]) {
  onApi('adminWorkQueueViews', () => ({ success: true, data: [] }));
  onApi('adminAssignees', () => ({ success: true, data: [{ id: ADMIN_ID, email: 'admin@example.com' }] }));
  return {
    pages: onApi('adminWorkQueue', () => pageOf(items)),
    take: onApi('adminOrderTake', () => ({ success: true, data: { assignee: { id: ADMIN_ID, email: 'admin@example.com' } } })),
    bulk: onApi('adminBulk', ({ body }) => {
      const { ids } = (body as { selection: { ids: string[] } }).selection;
      return { success: true, data: { matched: ids.length, done: ids.length, skipped: [] } };
    }),
  };
}

beforeEach(() => {
  useAdminStore.setState({ admin: makeStaff('operator', { id: ADMIN_ID }), token: 'admin-jwt' });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('work queue', () => {
  it('shows each order with its SLA, expedited flag and assignee, and a Take button for unassigned ones', async () => {
    queueApi([second, row()]);
    renderQueue();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Expedited')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Due soon/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Overdue/)).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Take' })).toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
  });

  it('shows a support role the queue without the actions its role lacks', async () => {
    useAdminStore.setState({ admin: makeStaff('support', { id: ADMIN_ID }) });
    queueApi([second, row()]);
    renderQueue();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Unassigned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refund / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Raise request' })).toBeInTheDocument();
  });

  it('asks the server again when a filter changes', async () => {
    const { pages } = queueApi([row()]);
    renderQueue();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('SLA'), { target: { value: 'overdue' } });
    await waitFor(() => expect(pages.mock.calls.map(([call]) => call.query)).toContainEqual(expect.objectContaining({ sla: 'overdue' })));
  });

  it('takes an order from its row', async () => {
    const { take } = queueApi([row()]);
    renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: 'Take' }));
    await waitFor(() => expect(take.mock.calls.map(([call]) => call.params)).toEqual([{ id: row().id }]));
  });

  it('assigns the selected orders to the signed-in staff member in one bulk call', async () => {
    const { bulk } = queueApi([second, row()]);
    renderQueue();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select FB-1001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select FB-1002' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Select orders, or act on the whole filter')).toBeInTheDocument();
    expect(bulk.mock.calls[0]![0].body).toEqual({
      selection: { ids: [row().id, second.id] },
      action: { kind: 'assign', assigneeId: ADMIN_ID },
    });
  });
});
