import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onApi } from '../../../test/api-server';
import { makeOrderDetail } from '../lib/test-factories';
import { CancelOrder, OrderRefunds } from './order-refunds';
import { render } from '../../../test/render';

const refund = (status: 'pending' | 'succeeded' | 'failed', amount = 352.06) => ({
  id: `r-${status}`,
  amount,
  status,
  reason: 'Cancelled by the customer before the filing was submitted',
  failureReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:01:00.000Z',
});

describe('CancelOrder', () => {
  it('is offered only while the order can be cancelled', () => {
    const { container } = render(<CancelOrder order={makeOrderDetail({ status: 'completed', cancellable: false })} />);
    expect(container.textContent).toBe('');
  });

  it('shows what the refund policy gives, government fees named as not yet paid to the agency, and cancels only after the confirm step', async () => {
    const cancel = onApi('cancelMyOrder', () => ({ success: true, data: refund('pending') }));
    render(<CancelOrder order={makeOrderDetail({ status: 'in_progress', cancellable: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/not yet paid to the agency/)).toBeInTheDocument();
    expect(within(dialog).getByText('$300.00')).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund $352.06' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel.mock.calls[0]![0].params).toEqual({ id: 'o-1' });
  });
});

describe('OrderRefunds', () => {
  it('never says refunded before the payment provider confirmed it, and offers the credit note of a confirmed one', () => {
    render(
      <OrderRefunds
        order={makeOrderDetail({ status: 'in_progress', refunds: [refund('pending', 10), refund('failed', 20), refund('succeeded', 30)] })}
      />,
    );
    const items = within(screen.getByTestId('refunds')).getAllByRole('listitem');
    expect(items[0]!.textContent).toMatch(/\$10\.00 · Refund requested: waiting/);
    expect(items[0]!.textContent).not.toMatch(/Refunded/);
    expect(items[1]!.textContent).toMatch(/\$20\.00 · Refund did not go through/);
    expect(items[2]!.textContent).toMatch(/\$30\.00 · Refunded to your card/);
    expect(within(items[2]!).getByRole('button', { name: /Credit note CN-\d+-1 \(PDF\)/ })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
  });
});
