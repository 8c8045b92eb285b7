import { JOBS } from '../queues';
import { parseJob } from './job-schemas';

const ORDER_URL = 'https://filebridge.example/my/account/a-1/orders/o-1';

const receiptInCents = {
  invoiceNumber: 'INV-100042',
  orderNumber: 'FB-100042',
  orderId: 'o-1',
  date: '2026-11-22T15:30:00.000Z',
  dueDate: '2026-12-22T15:30:00.000Z',
  customer: { name: 'Dana Rivera', email: 'dana@example.com', address: '100 Congress Ave, Austin, TX 78701' },
  business: { name: 'Lone Star Widgets LLC', type: 'LLC', state: 'Texas', address: '100 Congress Ave, Austin, Texas 78701' },
  items: [
    { description: 'LLC Formation: Standard', amountCents: 14_900 },
    { description: 'Texas state LLC filing fee, at cost', amountCents: 30_000 },
  ],
  subtotalCents: 44_900,
  taxCents: 931,
  totalCents: 45_831,
  paymentMethod: 'Credit Card',
  paymentStatus: 'Paid',
  orderUrl: ORDER_URL,
};

/** The same receipt as mails carried it while their amounts were dollars. */
const { items: _items, subtotalCents: _s, taxCents: _t, totalCents: _total, ...receiptRest } = receiptInCents;
const receiptInDollars = {
  ...receiptRest,
  items: [
    { description: 'LLC Formation: Standard', amount: 149 },
    { description: 'Texas state LLC filing fee, at cost', amount: 300 },
  ],
  subtotal: 449,
  taxAmount: 9.31,
  total: 458.31,
  refunded: 0,
};

const refundInCents = {
  orderId: 'o-1',
  orderNumber: 'FB-100042',
  creditNoteNumber: 'CN-100042-1',
  invoiceNumber: 'INV-100042',
  date: '2026-11-23T10:00:00.000Z',
  amountCents: 12_500,
  refundedTotalCents: 20_000,
  orderTotalCents: 45_831,
  orderUrl: ORDER_URL,
};

const mail = (template: string, data: unknown) => ({ idempotencyKey: `k-${template}`, template, to: 'owner@example.com', data });
const parsedData = (template: string, data: unknown) => {
  const parsed = parseJob(JOBS.mailSend, JSON.parse(JSON.stringify(mail(template, data))));
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.payload.data;
};

describe('mail jobs queued with dollar amounts', () => {
  it('reads a receipt in dollars as the same receipt in integer cents', () => {
    expect(parsedData('payment-receipt', receiptInDollars)).toEqual(parsedData('payment-receipt', receiptInCents));
  });

  it('converts amounts whose binary fractions are not exact to the cent they mean', () => {
    const data = {
      ...receiptInDollars,
      items: [{ description: 'Annual report', amount: 0.29 }],
      subtotal: 0.29,
      taxAmount: 0.07,
      total: 0.36,
    };
    expect(parsedData('payment-receipt', data)).toMatchObject({
      items: [{ amountCents: 29 }],
      subtotalCents: 29,
      taxCents: 7,
      totalCents: 36,
    });
  });

  it('refuses a dollar amount with a fraction of a cent, naming the field it became', () => {
    const data = { ...receiptInDollars, items: [{ description: 'Filing', amount: 449.005 }] };
    expect(parseJob(JOBS.mailSend, mail('payment-receipt', data))).toEqual({
      ok: false,
      problem: 'Invalid payload for job mail.send: invalid data.items[0].amountCents (expected a non-negative integer amount in cents)',
    });
  });

  it('reads a refund mail whose cents are named without the suffix', () => {
    const { amountCents, refundedTotalCents, orderTotalCents, ...rest } = refundInCents;
    const old = { ...rest, amount: amountCents, refundedTotal: refundedTotalCents, orderTotal: orderTotalCents };
    expect(parsedData('refund-issued', old)).toEqual(parsedData('refund-issued', refundInCents));
  });

  it('leaves mails already in cents and other templates as they are', () => {
    expect(parsedData('payment-receipt', receiptInCents)).toEqual(receiptInCents);
    expect(parsedData('refund-issued', refundInCents)).toEqual(refundInCents);
    const status = { orderNumber: 'FB-100042', fromStatus: 'paid', toStatus: 'in_progress', orderUrl: ORDER_URL };
    expect(parsedData('order-status-changed', status)).toEqual(status);
  });
});
