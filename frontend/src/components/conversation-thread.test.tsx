import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { render } from '../test/render';
import { ConversationThread, type ConversationMessage } from './conversation-thread';

const message = (id: string, fromSender: boolean, body: string): ConversationMessage => ({
  id,
  fromSender,
  author: fromSender ? 'You' : 'Filebridge team',
  body,
  createdAt: '2026-11-02T10:00:00Z',
  readAt: null,
});

const thread = [message('1', true, 'Do we need UCR?'), message('2', false, 'Which states do your trucks run in?')];

describe('ConversationThread', () => {
  it('lists the messages oldest first with the reader’s own marked', () => {
    render(<ConversationThread messages={thread} mine={(s) => s} onSend={vi.fn()} />);
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/You.*Do we need UCR\?/),
      expect.stringMatching(/Filebridge team.*Which states/),
    ]);
    expect(items[0]!.className).toMatch(/messageMine/);
    expect(items[1]!.className).not.toMatch(/messageMine/);
  });

  it('refuses a blank answer, then sends the trimmed text and clears the box', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<ConversationThread messages={thread} mine={(s) => s} onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message before sending it.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: '  Ohio and Indiana.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Message sent.'));
    expect(onSend).toHaveBeenCalledWith('Ohio and Indiana.');
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text and shows the server’s message when sending fails', async () => {
    const onSend = vi.fn(async () => {
      const text = 'Message contains a character we cannot store.';
      throw new ApiError(400, text, 'validation_failed', undefined, text);
    });
    render(<ConversationThread messages={thread} mine={(s) => s} onSend={onSend} label="Reply to the sender" />);
    fireEvent.change(screen.getByLabelText('Reply to the sender'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message contains a character we cannot store.')).toBeInTheDocument();
    expect((screen.getByLabelText('Reply to the sender') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
