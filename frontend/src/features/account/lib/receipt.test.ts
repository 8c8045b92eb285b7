import * as contracts from '@filebridge/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeOrderDetail } from './test-factories';
import { receiptFromOrder } from './receipt';

describe('receiptFromOrder', () => {
  it('builds the receipt with the contracts’ buildReceipt', () => {
    const spy = vi.spyOn(contracts, 'buildReceipt');
    receiptFromOrder(makeOrderDetail());
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 'o-1', orderNumber: 'FB-100001', subtotalCents: 34900, taxCents: 306, totalCents: 35206 }),
    );
  });

  it('sets the due date 30 days (2,592,000,000 ms) after the order date', () => {
    const r = receiptFromOrder(makeOrderDetail());
    expect(Date.parse(r.dueDate) - Date.parse(r.date)).toBe(2_592_000_000);
    expect(r.date).toBe('2026-03-01T15:30:00.000Z');
  });

  it('carries every receipt field, amounts in integer cents', () => {
    expect(receiptFromOrder(makeOrderDetail())).toEqual({
      invoiceNumber: 'INV-100001',
      orderNumber: 'FB-100001',
      orderId: 'o-1',
      date: '2026-03-01T15:30:00.000Z',
      dueDate: '2026-03-31T15:30:00.000Z',
      customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '512-555-0100', address: '100 Congress Ave, Austin, Texas 78701' },
      business: { name: 'Lone Star Coffee LLC', type: 'LLC', state: 'Texas', address: '100 Congress Ave, Austin, Texas 78701' },
      items: [
        { description: 'LLC Formation: Basic', amountCents: 4_900 },
        { description: 'Texas state LLC filing fee, at cost', amountCents: 30_000 },
      ],
      subtotalCents: 34_900,
      taxCents: 306,
      totalCents: 35_206,
      paymentMethod: 'Credit Card',
      paymentStatus: 'Paid',
      refundedCents: 0,
    });
  });

  it('says Partially refunded or Refunded, with the amount Stripe confirmed', () => {
    expect(receiptFromOrder(makeOrderDetail({ refunded: 52.06 }))).toMatchObject({
      paymentStatus: 'Partially refunded',
      refundedCents: 5_206,
    });
    expect(receiptFromOrder(makeOrderDetail({ status: 'refunded', refunded: 352.06 }))).toMatchObject({
      paymentStatus: 'Refunded',
      refundedCents: 35_206,
    });
  });
});
