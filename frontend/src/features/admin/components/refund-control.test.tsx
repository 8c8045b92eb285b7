import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import type { AdminOrderDetail } from '../api/admin-api';
import { apiError, onApi } from '../../../test/api-server';
import { moneyEvents, RefundControl } from './refund-control';
import { useAdminStore } from '../../../stores/admin-store';
import { makeStaff } from '../../../test/factories';
import { render } from '../../../test/render';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const order = {
  id: 'o-1',
  orderNumber: 'FB-1001',
  refundable: 149,
  refunds: [],
  disputes: [],
} as unknown as AdminOrderDetail;
const refund = { id: 'r-1', amount: 49, status: 'pending', reason: 'x', failureReason: null, createdAt: '', updatedAt: '' };

describe('refund control', () => {
  beforeEach(() => {
    useAdminStore.setState({ admin: makeStaff('owner'), token: 'admin-jwt' });
    vi.mocked(toast.success).mockReset();
  });

  it('is not offered to a role that may not refund', () => {
    useAdminStore.setState({ admin: makeStaff('support') });
    const { container } = render(<RefundControl order={order} onDone={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it('is not offered when nothing is left to refund', () => {
    const { container } = render(<RefundControl order={{ ...order, refundable: 0 }} onDone={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it('refunds the whole refundable amount by default, with the reason, and says Stripe still has to confirm', async () => {
    const refunds = onApi('adminRefund', () => ({ success: true, data: { ...refund, amount: 149 } }) as never);
    const onDone = vi.fn();
    render(<RefundControl order={order} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order FB-1001' });
    expect((within(dialog).getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('149.00');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Duplicate order ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund at Stripe' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(refunds.mock.calls[0]![0]).toMatchObject({ params: { id: 'o-1' }, body: { reason: 'Duplicate order' } });
    expect(refunds.mock.calls[0]![0].body).not.toHaveProperty('amount');
    expect(toast.success).toHaveBeenCalledWith('Refund of $149.00 sent to Stripe. The order changes when Stripe confirms it.');
  });

  it('sends a partial amount, refuses one above what is refundable or without a reason, and shows a refusal in the dialog', async () => {
    const refunds = onApi('adminRefund', () => apiError(409, 'At most $100.00 can still be refunded.', 'refund_too_large'));
    render(<RefundControl order={order} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund at Stripe' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter an amount between $0.01 and $149.00.');
    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '49' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund at Stripe' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the reason for the refund.');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Expedite not needed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund at Stripe' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('At most $100.00 can still be refunded.'));
    expect(refunds.mock.calls.map(([call]) => call.body)).toEqual([{ reason: 'Expedite not needed', amount: 49 }]);
  });

  it('starts an operator at the role’s limit and refuses more than it', () => {
    const refunds = onApi('adminRefund', () => ({ success: true, data: refund }) as never);
    useAdminStore.setState({ admin: makeStaff('operator') });
    render(<RefundControl order={{ ...order, refundable: 800 }} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Your role refunds at most $500.00 at a time.');
    expect((within(dialog).getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('500.00');
    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '600' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Duplicate order' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund at Stripe' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter an amount between $0.01 and $500.00.');
    expect(refunds).not.toHaveBeenCalled();
  });

  it('makes timeline entries of refunds and disputes with their amounts and Stripe state', () => {
    const entries = moneyEvents({
      refunds: [
        { ...refund, createdAt: '2026-03-02T10:00:00.000Z' },
        {
          ...refund,
          id: 'r-2',
          amount: 10,
          status: 'failed',
          failureReason: 'expired_or_canceled_card',
          createdAt: '2026-03-03T10:00:00.000Z',
        },
      ],
      disputes: [
        { id: 'dp_1', amount: 149, status: 'needs_response', reason: 'fraudulent', createdAt: '2026-03-04T10:00:00.000Z', updatedAt: '' },
      ],
    } as AdminOrderDetail);
    expect(entries.map((e) => [e.title, e.note])).toEqual([
      ['Refund of $49.00', 'x'],
      ['Refund of $10.00', 'x · Stripe: expired_or_canceled_card'],
      ['Dispute of $149.00', 'Reason: fraudulent'],
    ]);
    render(
      <>
        {entries.map((e) => (
          <span key={e.key}>{e.badge}</span>
        ))}
      </>,
    );
    for (const label of ['Pending at Stripe', 'Failed', 'needs response']) expect(screen.getByText(label)).toBeInTheDocument();
  });
});
