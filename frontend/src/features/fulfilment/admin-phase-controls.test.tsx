import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, onApi } from '../../test/api-server';
import { render } from '../../test/render';
import { AdminPhaseControls, AdminRequests } from './admin-phase-controls';

const bodiesOf = (calls: { mock: { calls: [{ body: unknown }][] } }) => calls.mock.calls.map(([call]) => call.body);

describe('AdminPhaseControls', () => {
  it('records a submission with its agency, reference and date', async () => {
    const moves = onApi('adminOrderPhase', () => ({ success: true, data: { from: 'in_review', to: 'submitted' } }));
    const onDone = vi.fn();
    render(<AdminPhaseControls orderId="o-1" phase="in_review" next={['submitted']} onDone={onDone} />);
    expect(screen.getByText('In review')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Agency'), { target: { value: 'Georgia SOS' } });
    fireEvent.change(screen.getByLabelText('Confirmation or tracking number'), { target: { value: 'GA-1' } });
    fireEvent.change(screen.getByLabelText('Submitted on'), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark submitted' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(moves.mock.calls[0]![0].params).toEqual({ id: 'o-1' });
    expect(bodiesOf(moves)).toEqual([{ to: 'submitted', agency: 'Georgia SOS', confirmationNumber: 'GA-1', submittedOn: '2026-11-02' }]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Moved to submitted to the agency.'));
  });

  it('offers approve and reject after a submission, the rejection with its reason, and shows a refused move', async () => {
    const moves = onApi('adminOrderPhase', () => apiError(409, 'A filing that is approved cannot move to rejected.'));
    render(<AdminPhaseControls orderId="o-1" phase="submitted" next={['approved', 'rejected']} onDone={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Move to approved' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Why the agency rejected it'), { target: { value: 'Name taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark rejected' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('A filing that is approved cannot move to rejected.'));
    expect(bodiesOf(moves)).toEqual([{ to: 'rejected', reason: 'Name taken' }]);
  });
});

describe('AdminRequests', () => {
  it('raises a request of the chosen kind and withdraws an open one', async () => {
    const raise = onApi('adminOrderRequestCreate', () => ({ success: true, data: {} }) as never);
    const withdraw = onApi('adminOrderRequestWithdraw', () => ({ success: true, data: {} }) as never);
    const onDone = vi.fn();
    const open = {
      id: 'r-1',
      kind: 'signature' as const,
      label: 'Your signature is needed',
      instructions: 'Sign it.',
      message: 'Sign the SS-4.',
      status: 'open' as const,
      answer: null,
      documentId: null,
      createdAt: '2026-11-02T10:00:00Z',
      answeredAt: null,
    };
    render(<AdminRequests orderId="o-1" requests={[open]} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('What is needed'), { target: { value: 'identity_verification' } });
    fireEvent.change(screen.getByLabelText('Message to the customer'), { target: { value: 'Verify in Motus.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Request sent to the customer.'));
    expect(raise.mock.calls[0]![0].params).toEqual({ id: 'o-1' });
    expect(bodiesOf(raise)).toEqual([{ kind: 'identity_verification', message: 'Verify in Motus.' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Request withdrawn.'));
    expect(withdraw.mock.calls.map(([call]) => call.params)).toEqual([{ id: 'o-1', requestId: 'r-1' }]);
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
