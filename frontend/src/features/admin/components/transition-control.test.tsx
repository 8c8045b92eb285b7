import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { apiError, onApi } from '../../../test/api-server';
import { TransitionControl } from './transition-control';
import { render } from '../../../test/render';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const order = { id: 'o-1', orderNumber: 'FB-1001', status: 'in_progress' as const, nextTransitions: ['completed'] as const };

describe('order status transitions', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
  });

  it('offers one button per allowed next status', () => {
    render(<TransitionControl order={order} onDone={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as refunded' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as in progress' })).toBeNull();
  });

  it('says so when no manual move is available', () => {
    render(<TransitionControl order={{ ...order, status: 'refunded', nextTransitions: [] }} onDone={vi.fn()} />);
    expect(screen.getByText(/No manual status changes are available/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for confirmation and does nothing when cancelled', () => {
    const transitions = onApi('adminTransition', () => ({ success: true, data: { changed: true, from: 'in_progress', to: 'completed' } }));
    const onDone = vi.fn();
    render(<TransitionControl order={order} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order FB-1001 as completed?' });
    expect(within(dialog).getByText(/moves from In progress to Completed/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(transitions).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says whether the customer is emailed: about completion yes, about work starting no', () => {
    const { unmount } = render(<TransitionControl order={order} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    const completed = screen.getByRole('dialog', { name: 'Mark order FB-1001 as completed?' });
    expect(within(completed).getByText(/The customer is emailed about the change\./)).toBeInTheDocument();
    expect(within(completed).getByText(/included in the customer’s email/)).toBeInTheDocument();
    unmount();

    render(<TransitionControl order={{ ...order, status: 'paid', nextTransitions: ['in_progress'] }} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as in progress' }));
    const started = screen.getByRole('dialog', { name: 'Mark order FB-1001 as in progress?' });
    expect(within(started).getByText(/The customer is not emailed about this change\./)).toBeInTheDocument();
    expect(within(started).queryByText(/customer’s email/)).toBeNull();
  });

  it('sends the move with the trimmed note after confirmation, then refreshes', async () => {
    const transitions = onApi('adminTransition', () => ({ success: true, data: { changed: true, from: 'in_progress', to: 'completed' } }));
    const onDone = vi.fn();
    render(<TransitionControl order={order} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: '  Filed with Texas SOS.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(transitions.mock.calls[0]![0]).toMatchObject({
      params: { id: 'o-1' },
      body: { to: 'completed', note: 'Filed with Texas SOS.' },
    });
    expect(toast.success).toHaveBeenCalledWith('Order FB-1001 is now completed.');
    // onDone runs as the dialog is told to close; the dialog leaves in the next render.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no note when it is blank', async () => {
    const transitions = onApi('adminTransition', () => ({ success: true, data: { changed: true, from: 'in_progress', to: 'completed' } }));
    render(<TransitionControl order={order} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(transitions).toHaveBeenCalledTimes(1));
    expect(transitions.mock.calls[0]![0].body).toEqual({ to: 'completed' });
  });

  it('shows the server message when the move is refused and still refreshes', async () => {
    onApi('adminTransition', () => apiError(400, 'An order that is completed cannot move to completed.', 'transition_not_allowed'));
    const onDone = vi.fn();
    render(<TransitionControl order={order} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An order that is completed cannot move to completed.'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
