import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, onApi } from '../../test/api-server';
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

describe('LinkedConversationPage', () => {
  it('opens the conversation the link names and sends the sender’s answer, which then shows', async () => {
    let messages = [...first];
    onApi('linkedConversation', () => ({ success: true, data: thread(messages, messages.length > 2 ? 'open' : 'waiting') }));
    const reply = onApi('linkedConversationReply', ({ body }) => {
      const m = {
        id: 'm3',
        fromSender: true,
        author: 'You',
        body: (body as { body: string }).body,
        createdAt: '2026-11-02T12:00:00Z',
        readAt: null,
      };
      messages = [...messages, m];
      return { success: true, data: m };
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: /UCR registration/ })).toBeInTheDocument();
    expect(screen.getByText('Waiting on sender')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Ohio and Indiana.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(reply.mock.calls.map(([call]) => call.params)).toEqual([{ token: TOKEN }]);
  });

  it('says the link opens nothing when the server does not know it', async () => {
    onApi('linkedConversation', () => apiError(404, 'This link is not valid.', 'invalid_link'));
    renderPage();
    expect(await screen.findByText('This link does not open a conversation.')).toBeInTheDocument();
  });
});
