import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { receiptFromOrder } from '../lib/receipt';
import { makeOrderDetail } from '../lib/test-factories';
import { ReceiptView } from './receipt-view';

describe('ReceiptView', () => {
  const receipt = receiptFromOrder(makeOrderDetail({ createdAt: '2026-03-01T15:30:00.000Z' }));

  it('shows every receipt field, with the due date 30 days after the order', () => {
    render(<ReceiptView receipt={receipt} />);
    expect(screen.getByText('INV-100001')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-order-number').textContent).toBe('FB-100001');
    expect(screen.getByText('March 1, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-due-date').textContent).toBe('March 31, 2026');
    expect(screen.getByText('Credit Card')).toBeInTheDocument();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Lone Star Coffee LLC')).toBeInTheDocument();
    expect(screen.getByText('Texas state LLC filing fee, at cost')).toBeInTheDocument();
    expect(screen.getByText('$349.00')).toBeInTheDocument();
    expect(screen.getByText('$3.06')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total').textContent).toBe('$352.06');
  });

  it('prints with window.print() and marks itself for the print stylesheet', () => {
    const print = vi.fn();
    window.print = print;
    const { container } = render(<ReceiptView receipt={receipt} />);
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalled();
    expect(container.querySelector('[data-receipt]')).not.toBeNull();
  });

  it('downloads a PDF file named after the order', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<ReceiptView receipt={receipt} />);
    screen.getByRole('button', { name: 'Download PDF' }).click();
    await waitFor(() => expect(clicked).toEqual(['Filebridge-receipt-FB-100001.pdf']));
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    spy.mockRestore();
  });
});
