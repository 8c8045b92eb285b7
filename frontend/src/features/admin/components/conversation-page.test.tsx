import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
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
  const posted: { url: string; body: unknown }[] = [];
  const fetch = mockFetch((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push({ url, body });
      if (url.endsWith('/assign')) {
        current = staffThread({ assignee: body.assigneeId ? { id: ME.id, email: ME.email } : null });
        return jsonResponse({ success: true, data: current.conversation });
      }
      if (url.endsWith('/status')) {
        current = staffThread({ status: body.status as 'closed' });
        return jsonResponse({ success: true, data: current.conversation });
      }
      const reply = { id: 'm2', fromSender: false, author: ME.email, body: body.body, createdAt: '2026-11-02T11:00:00Z', readAt: null };
      current = { ...staffThread({ status: 'waiting' }), messages: [...current.messages, reply as StaffThread['messages'][number]] };
      return jsonResponse({ success: true, data: reply }, 201);
    }
    return jsonResponse({ success: true, data: current });
  });
  return { fetch, posted };
}

beforeEach(() => {
  useAdminStore.setState({ admin: ME, token: 'admin-jwt' });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(posted[0]).toEqual({
      url: expect.stringMatching(new RegExp(`/api/admin/conversations/${ID}/assign$`)),
      body: { assigneeId: ME.id },
    });
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
    expect(posted).toEqual([{ url: expect.stringMatching(/\/messages$/), body: { body: 'Which states?' } }]);
  });
});
