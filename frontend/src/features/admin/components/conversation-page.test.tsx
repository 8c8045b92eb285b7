import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { onApi, type ApiCall } from '../../../test/api-server';
import { render } from '../../../test/render';
import type { StaffThread } from '../api/admin-api';
import { ConversationRoute } from './conversation-page';

const ME = { id: 'a0000000-0000-4000-8000-000000000001', email: 'ops@filebridge.test' };
const ID = 'c0000000-0000-4000-8000-000000000001';

function staffThread(overrides: Partial<StaffThread['conversation']> = {}): StaffThread {
  return {
    conversation: {
      id: ID,
      reference: 'CV-1042',
      topic: 'UCR registration',
      status: 'open',
      name: 'James Carter',
      email: 'james@carterhauling.example',
      createdAt: '2026-11-02T10:00:00Z',
      lastMessageAt: '2026-11-02T10:00:00Z',
      assignee: null,
      unread: 0,
      customer: true,
      ...overrides,
    },
    messages: [
      { id: 'm1', fromSender: true, author: 'James Carter', body: 'Do we need UCR?', createdAt: '2026-11-02T10:00:00Z', readAt: null },
    ],
    orders: [
      {
        id: 'o0000000-0000-4000-8000-000000000001',
        orderNumber: 'FB-100042',
        serviceName: 'UCR Registration',
        status: 'in_progress',
        phase: 'in_review',
        createdAt: '2026-10-01T10:00:00Z',
      },
    ],
  };
}

function renderConversation() {
  return render(
    <MemoryRouter initialEntries={[`/admin/dashboard/a1/inbox/${ID}`]}>
      <Routes>
        <Route path="/admin/dashboard/:adminId/inbox/:conversationId" element={<ConversationRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The bff as far as this screen calls it: the thread, and each change answering the conversation. */
function fakeBff() {
  let current = staffThread();
  const posted: { endpoint: string; id: string | undefined; body: unknown }[] = [];
  const post = (endpoint: string, call: ApiCall) => {
    posted.push({ endpoint, id: call.params.id, body: call.body });
    return call.body as Record<string, unknown>;
  };
  onApi('adminConversation', () => ({ success: true, data: current }));
  onApi('adminConversationAssign', (call) => {
    const body = post('assign', call);
    current = staffThread({ assignee: body.assigneeId ? { id: ME.id, email: ME.email } : null });
    return { success: true, data: current.conversation };
  });
  onApi('adminConversationStatus', (call) => {
    const body = post('status', call);
    current = staffThread({ status: body.status as 'closed' });
    return { success: true, data: current.conversation };
  });
  onApi('adminConversationReply', (call) => {
    const body = post('reply', call);
    const reply = {
      id: 'm2',
      fromSender: false,
      author: ME.email,
      body: String(body.body),
      createdAt: '2026-11-02T11:00:00Z',
      readAt: null,
    };
    current = { ...staffThread({ status: 'waiting' }), messages: [...current.messages, reply] };
    return { success: true, data: reply };
  });
  return { posted };
}

beforeEach(() => {
  useAdminStore.setState({ admin: ME, token: 'admin-jwt' });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('ConversationPage', () => {
  it('shows the thread and the sender’s orders linked to the admin order screen', async () => {
    fakeBff();
    renderConversation();
    expect(await screen.findByRole('heading', { name: 'UCR registration' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Do we need UCR?')).toBeInTheDocument();
    const orders = screen.getByRole('table');
    expect(within(orders).getByRole('link', { name: 'FB-100042' }).getAttribute('href')).toBe(
      '/admin/dashboard/a1/orders/o0000000-0000-4000-8000-000000000001',
    );
    expect(within(orders).getByText('UCR Registration')).toBeInTheDocument();
  });

  it('takes the conversation, closes and reopens it', async () => {
    const { posted } = fakeBff();
    renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Take it' }));
    expect(await screen.findByText(`You (${ME.email})`)).toBeInTheDocument();
    expect(posted[0]).toEqual({ endpoint: 'assign', id: ID, body: { assigneeId: ME.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(posted.map((p) => p.body)).toContainEqual({ status: 'open' }));
    expect(posted.map((p) => p.body)).toContainEqual({ status: 'closed' });
  });

  it('sends a reply and shows it in the thread', async () => {
    const { posted } = fakeBff();
    renderConversation();
    fireEvent.change(await screen.findByLabelText('Reply to the sender'), { target: { value: 'Which states?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Which states?', { selector: 'p' })).toBeInTheDocument();
    expect(posted).toEqual([{ endpoint: 'reply', id: ID, body: { body: 'Which states?' } }]);
  });
});
