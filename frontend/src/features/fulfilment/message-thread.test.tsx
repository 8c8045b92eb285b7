import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import type { OrderMessage, ThreadApi } from './api';
import { MessageThread } from './message-thread';

const message = (id: string, fromCustomer: boolean, body: string): OrderMessage => ({
  id,
  fromCustomer,
  author: fromCustomer ? 'You' : 'Filebridge team',
  body,
  documentId: null,
  createdAt: '2026-11-02T10:00:00Z',
  readAt: null,
});

function fakeThread(initial: OrderMessage[]): ThreadApi & { sent: string[] } {
  const messages = [...initial];
  const sent: string[] = [];
  return {
    sent,
    list: vi.fn(async () => [...messages]),
    send: vi.fn(async (body: string) => {
      sent.push(body);
      const m = message(`m-${messages.length}`, true, body);
      messages.push(m);
      return m;
    }),
  };
}

describe('MessageThread', () => {
  it('lists the thread oldest first, marks the reader’s own, and shows the unread badge', async () => {
    const api = fakeThread([message('1', false, 'We filed it.'), message('2', true, 'Thanks!')]);
    render(<MessageThread threadKey={['thread', 'a']} api={api} unread={1} mine={(c) => c} />);
    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/Filebridge team.*We filed it\./),
      expect.stringMatching(/You.*Thanks!/),
    ]);
    expect(screen.getByText('1 new')).toBeInTheDocument();
  });

  it('says so when the thread is empty, refuses a blank message, and sends and shows a new one', async () => {
    const api = fakeThread([]);
    render(<MessageThread threadKey={['thread', 'b']} api={api} unread={0} mine={(c) => c} />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message before sending it.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New message'), { target: { value: 'When is it filed?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Message sent.'));
    expect(api.sent).toEqual(['When is it filed?']);
    expect(await screen.findByText('When is it filed?')).toBeInTheDocument();
  });

  it('files an attached file first and sends the message naming it; the staff side offers none', async () => {
    const api = { ...fakeThread([]), attach: vi.fn(async () => ({ id: 'doc-1' })) };
    render(<MessageThread threadKey={['thread', 'd']} api={api} unread={0} mine={(c) => c} />);
    await screen.findByText(/No messages yet/);
    const file = new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('New message'), { target: { value: 'The lease you asked for.' } });
    fireEvent.change(screen.getByLabelText(/^Attach a file/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Message sent.'));
    expect(api.attach).toHaveBeenCalledWith(file);
    expect(api.send).toHaveBeenCalledWith('The lease you asked for.', 'doc-1');
  });

  it('offers no attachment where the thread cannot carry one', async () => {
    render(<MessageThread threadKey={['thread', 'e']} api={fakeThread([])} unread={0} mine={(c) => !c} />);
    await screen.findByText(/No messages yet/);
    expect(screen.queryByLabelText(/^Attach a file/)).toBeNull();
  });

  it('shows an error with a retry when the thread cannot be loaded', async () => {
    const api: ThreadApi = { list: vi.fn(async () => Promise.reject(new Error('offline'))), send: vi.fn() };
    render(<MessageThread threadKey={['thread', 'c']} api={api} unread={0} mine={(c) => c} />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
