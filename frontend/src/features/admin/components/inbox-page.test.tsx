import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import type { ConversationList } from '../api/admin-api';
import { InboxPage } from './inbox-page';

const ME = { id: 'a0000000-0000-4000-8000-000000000001', email: 'ops@filebridge.test' };

const conversation = (id: string, overrides: Partial<ConversationList['items'][number]> = {}): ConversationList['items'][number] => ({
  id,
  reference: `CV-10${id}`,
  topic: 'UCR registration',
  status: 'open',
  name: 'James Carter',
  email: 'james@carterhauling.example',
  createdAt: '2026-11-02T10:00:00Z',
  lastMessageAt: '2026-11-03T10:00:00Z',
  assignee: null,
  unread: 0,
  customer: false,
  ...overrides,
});

const answer = (items: ConversationList['items']): ConversationList => ({
  items,
  counts: { open: 4, waiting: 2, closed: 9, mine: 1, unassigned: 3, unread: 2 },
});

function renderInbox(path = '/admin/dashboard/a1/inbox') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/dashboard/:adminId/inbox" element={<InboxPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useAdminStore.setState({ admin: ME, token: 'admin-jwt' }));

describe('InboxPage', () => {
  it('lists the conversations with their unread counts, senders and assignees, linked to each one', async () => {
    onApi('adminConversations', () => ({
      success: true,
      data: answer([
        conversation('1', { unread: 2, customer: true }),
        conversation('2', { status: 'waiting', assignee: { id: ME.id, email: ME.email }, topic: 'LLC formation' }),
      ]),
    }));
    renderInbox();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('2 unread')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Customer')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nobody')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Waiting on sender')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(ME.email)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'UCR registration' }).getAttribute('href')).toBe('/admin/dashboard/a1/inbox/1');
    expect(screen.getByText(/2 conversations with unread messages · 4 open/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mine (1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Closed (9)' })).toBeInTheDocument();
  });

  it('asks the server for the chosen status and assignee', async () => {
    const list = onApi('adminConversations', () => ({ success: true, data: answer([conversation('1')]) }));
    renderInbox();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'closed' } });
    fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: 'unassigned' } });
    await waitFor(() =>
      expect(list.mock.calls.map(([call]) => call.query)).toContainEqual(
        expect.objectContaining({ status: 'closed', scope: 'unassigned' }),
      ),
    );
  });

  it('says so when no conversation matches', async () => {
    onApi('adminConversations', () => ({ success: true, data: answer([]) }));
    renderInbox('/admin/dashboard/a1/inbox?scope=mine');
    expect(await screen.findByText('No conversations match these filters.')).toBeInTheDocument();
    expect((screen.getByLabelText('Assigned to') as HTMLSelectElement).value).toBe('mine');
  });
});
