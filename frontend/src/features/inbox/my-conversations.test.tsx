import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { apiError, onApi } from '../../test/api-server';
import { render } from '../../test/render';
import type { SenderConversation } from './api';
import { MyConversationSection, MyConversationsSection } from './my-conversations';

const USER = { id: 'u-1', firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com' };

const summary = (id: string, overrides: Partial<SenderConversation> = {}): SenderConversation => ({
  id,
  reference: `CV-10${id}`,
  topic: 'UCR registration',
  status: 'waiting',
  createdAt: '2026-11-02T10:00:00Z',
  lastMessageAt: '2026-11-03T10:00:00Z',
  unread: 0,
  ...overrides,
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my/account/:userId/messages" element={<MyConversationsSection />} />
        <Route path="/my/account/:userId/messages/:conversationId" element={<MyConversationSection />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSessionStore.setState({ user: USER, token: 'jwt' });
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

describe('the customer’s messages', () => {
  it('lists their conversations with what is new, each linked to its thread', async () => {
    onApi('myConversations', () => ({
      success: true,
      data: [summary('1', { unread: 1 }), summary('2', { status: 'closed', topic: 'EIN' })],
    }));
    renderAt('/my/account/u-1/messages');
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/my/account/u-1/messages/1', '/my/account/u-1/messages/2']);
    expect(within(links[0]!).getByText('1 new')).toBeInTheDocument();
    expect(within(links[1]!).getByText('Closed')).toBeInTheDocument();
  });

  it('offers the contact form when they have written nothing yet', async () => {
    onApi('myConversations', () => ({ success: true, data: [] }));
    renderAt('/my/account/u-1/messages');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/company/contact');
  });

  it('shows a thread and sends their answer to it', async () => {
    onApi('myConversation', () => ({
      success: true,
      data: {
        conversation: summary('1'),
        messages: [{ id: 'm1', fromSender: true, author: 'You', body: 'Do we need UCR?', createdAt: '2026-11-02T10:00:00Z', readAt: null }],
      },
    }));
    const reply = onApi('myConversationReply', () => ({
      success: true,
      data: { id: 'm3', fromSender: true, author: 'You', body: 'Thanks', createdAt: '2026-11-04T10:00:00Z', readAt: null },
    }));
    renderAt('/my/account/u-1/messages/1');
    expect(await screen.findByText('Do we need UCR?')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Message sent.'));
    expect(reply.mock.calls.map(([call]) => [call.params, call.body])).toEqual([[{ id: '1' }, { body: 'Thanks' }]]);
  });

  it('shows why a customer who has not verified their address cannot see them', async () => {
    const text = 'Verify your email address first: open the link we sent you, or send a new one from your account page.';
    onApi('myConversations', () => apiError(403, text, 'email_unverified'));
    renderAt('/my/account/u-1/messages');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
