import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/browser-fakes';
import { render } from '../../test/render';
import type { ConversationMessage } from '../../components/conversation-thread';
import type { SenderThread } from './api';
import { LinkedConversationPage } from './linked-conversation-page';

const TOKEN = 'Y29udmVyc2F0aW9u.c0ffee0123456789abcdef0123456789';

const thread = (messages: ConversationMessage[], status: SenderThread['conversation']['status'] = 'waiting'): SenderThread => ({
  conversation: {
    id: 'c1',
    reference: 'CV-1042',
    topic: 'UCR registration',
    status,
    createdAt: '2026-11-02T10:00:00Z',
    lastMessageAt: '2026-11-02T11:00:00Z',
    unread: 0,
  },
  messages,
});

const first: ConversationMessage[] = [
  { id: 'm1', fromSender: true, author: 'You', body: 'Do we need UCR?', createdAt: '2026-11-02T10:00:00Z', readAt: null },
  { id: 'm2', fromSender: false, author: 'Filebridge team', body: 'Which states?', createdAt: '2026-11-02T11:00:00Z', readAt: null },
];

function renderPage() {
  return render(
    <MemoryRouter initialEntries={[`/conversation/${TOKEN}`]}>
      <Routes>
        <Route path="/conversation/:token" element={<LinkedConversationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('LinkedConversationPage', () => {
  it('opens the conversation the link names and sends the sender’s answer, which then shows', async () => {
    let messages = [...first];
    const fetch = mockFetch((url, init) => {
      if (init?.method === 'POST') {
        const { body } = JSON.parse(String(init.body)) as { body: string };
        const m = { id: 'm3', fromSender: true, author: 'You', body, createdAt: '2026-11-02T12:00:00Z', readAt: null };
        messages = [...messages, m];
        return jsonResponse({ success: true, data: m }, 201);
      }
      return jsonResponse({ success: true, data: thread(messages, messages.length > 2 ? 'open' : 'waiting') });
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: /UCR registration/ })).toBeInTheDocument();
    expect(screen.getByText('Waiting on sender')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Ohio and Indiana.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([u, init]) => String(u).endsWith(`/api/conversations/${TOKEN}/messages`) && init?.method === 'POST'),
    ).toBe(true);
  });

  it('says the link opens nothing when the server does not know it', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'This link is not valid.', code: 'invalid_link' }, 404));
    renderPage();
    expect(await screen.findByText('This link does not open a conversation.')).toBeInTheDocument();
  });
});
