import { creditNoteNumberFor, invoiceNumberFor, RECEIPT_DUE_MS } from '@filebridge/contracts';
import { messagesMail, phaseChangedMail, receiptMail, refundMail, requestMail, statusChangedMail, type OrderMailRow } from './order-mails';

const order: OrderMailRow = {
  id: '6f1c1c84-8a3e-4f53-9d2c-3b9f0b1f2a10',
  order_number: 'FB-100042',
  account_id: 'a6c0e1f2-1111-4222-8333-944455556666',
  account_email: 'owner@example.com',
  status: 'paid',
  created_at: new Date('2026-11-22T15:30:00Z'),
  paid_at: new Date('2026-11-22T15:31:00Z'),
  service_slug: 'llc-formation',
  quote_inputs: {},
  customer_info: {
    firstName: 'Dana',
    lastName: 'Rivera',
    email: 'dana@example.com',
    phone: '+1 512 555 0100',
    billingAddress: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  },
  business_info: { name: 'Lone Star Widgets LLC', type: 'LLC', state: 'Texas', address: '100 Congress Ave', city: 'Austin', zip: '78701' },
  items: [
    { code: 'package', description: 'LLC Formation: Standard', amountCents: 14_900, kind: 'package', taxable: true },
    {
      code: 'llc-filing-TX',
      description: 'Texas state LLC filing fee, at cost',
      amountCents: 30_000,
      kind: 'government-fee',
      taxable: false,
    },
  ],
  subtotal_cents: 44_900,
  tax_cents: 931,
  total_cents: 45_831,
  refunded_cents: 0,
  expedited: false,
  service_name: 'LLC Formation',
  package_title: 'Standard',
  sla_phase: null,
  sla_due_at: null,
  sla_remaining_ms: null,
};
const SITE = 'https://filebridge.example';

describe('order mails', () => {
  it('mails each refund once, to the account, with its amount and what its credit note PDF names', () => {
    const refund = { id: 'r-1', amountCents: 12_500, reason: 'Not needed', updatedAt: new Date('2026-11-23T10:00:00Z'), ordinal: 2 };
    const mail = refundMail({ ...order, status: 'in_progress', refunded_cents: 20_000 }, refund, SITE);
    expect(mail).toMatchObject({ idempotencyKey: 'refund-r-1', template: 'refund-issued', to: 'owner@example.com' });
    expect(mail.data).toEqual({
      orderId: order.id,
      orderNumber: 'FB-100042',
      creditNoteNumber: creditNoteNumberFor('FB-100042', 2),
      creditedTo: 'Dana Rivera',
      invoiceNumber: invoiceNumberFor('FB-100042'),
      date: '2026-11-23T10:00:00.000Z',
      amountCents: 12_500,
      refundedTotalCents: 20_000,
      orderTotalCents: 45_831,
      reason: 'Not needed',
      orderUrl: `${SITE}/my/account/${order.account_id}/orders/${order.id}`,
    });
    expect(refundMail(order, refund, SITE).idempotencyKey).toBe(mail.idempotencyKey);
  });

  it('builds the receipt from the order: the same integer cents, invoice number, due date 30 days on', () => {
    const mail = receiptMail(order, SITE);
    expect(mail).toMatchObject({ idempotencyKey: `receipt-${order.id}`, template: 'payment-receipt', to: 'owner@example.com' });
    // The address typed at checkout is the billing address printed on the receipt.
    expect(mail.data.customer).toMatchObject({ name: 'Dana Rivera', email: 'dana@example.com' });
    expect(mail.data).toMatchObject({
      orderNumber: 'FB-100042',
      invoiceNumber: invoiceNumberFor('FB-100042'),
      subtotalCents: 44_900,
      taxCents: 931,
      totalCents: 45_831,
      paymentMethod: 'Credit Card',
      paymentStatus: 'Paid',
      orderUrl: `${SITE}/my/account/${order.account_id}/orders/${order.id}`,
    });
    expect(new Date(mail.data.dueDate as string).getTime() - new Date(mail.data.date as string).getTime()).toBe(RECEIPT_DUE_MS);
    expect(mail.data.items).toEqual([
      { description: 'LLC Formation: Standard', amountCents: 14_900 },
      { description: 'Texas state LLC filing fee, at cost', amountCents: 30_000 },
    ]);
  });

  it('keys each mail so a repeated job never sends it twice', () => {
    expect(statusChangedMail(order, SITE, 'in_progress', 'completed').idempotencyKey).toBe(`status-${order.id}-completed`);
    expect(statusChangedMail(order, SITE, 'paid', 'in_progress', 'Filing started').data).toMatchObject({
      note: 'Filing started',
    });
  });

  /** Whatever a buyer types into the checkout, every order mail goes to the account, and the typed text only into the receipt's billing block. */
  it('sends every order mail to the account and carries typed text only as billing details, for any checkout input', () => {
    const typed = (i: number) => [`victim${i}@example.org`, `Click https://evil.example/${i}`, `Dear friend ${i}`] as const;
    for (let i = 0; i < 200; i++) {
      const [email, firstName, lastName] = typed(i);
      const o: OrderMailRow = { ...order, customer_info: { ...order.customer_info, email, firstName, lastName } };
      const mails = [
        receiptMail(o, SITE),
        ...(['paid', 'in_progress', 'completed', 'refunded', 'expired'] as const).map((to) =>
          statusChangedMail(o, SITE, 'pending_payment', to),
        ),
      ];
      for (const mail of mails) {
        expect(mail.to).toBe(o.account_email);
        const { customer, ...rest } = mail.data as Record<string, unknown>;
        expect(JSON.stringify(rest)).not.toMatch(/victim|evil|Dear friend/);
        if (customer) expect(customer).toMatchObject({ email, name: `${firstName} ${lastName}` });
      }
    }
  });
});

describe('fulfilment mails', () => {
  const georgia: OrderMailRow = { ...order, business_info: { ...order.business_info, state: 'Georgia' } };

  it('tells a submission’s agency, reference and estimate, counted from the day it went in', () => {
    const detail = { agency: 'Georgia SOS', confirmationNumber: 'GA-1', submittedOn: '2026-11-02' };
    const mail = phaseChangedMail(georgia, { id: '41', to: 'submitted', detail }, SITE);
    expect(mail).toMatchObject({ idempotencyKey: 'phase-event-41', template: 'order-phase-changed', to: 'owner@example.com' });
    // Georgia: ten business days at most after Monday, November 2.
    expect(mail.data).toMatchObject({ ...detail, phase: 'submitted', estimatedCompletion: '2026-11-16' });
    // Texas publishes no standard time: no date is promised.
    expect(phaseChangedMail(order, { id: '42', to: 'submitted', detail }, SITE).data).not.toHaveProperty('estimatedCompletion');
  });

  it('keys a request’s mail by the request and the team’s messages by thread and window', () => {
    const request = requestMail(order, { id: 'r-1', kind: 'identity_verification', message: 'Verify in Motus.' }, SITE);
    expect(request).toMatchObject({ idempotencyKey: 'request-r-1', template: 'order-request', to: 'owner@example.com' });
    expect(request.data).toMatchObject({
      label: 'Verify your identity',
      message: 'Verify in Motus.',
      instructions: expect.stringMatching(/Login\.gov/),
    });
    const messages = messagesMail(order, 1_700_000_400_000, ['One', 'Two'], SITE);
    expect(messages).toMatchObject({
      idempotencyKey: `messages-${order.id}-1700000400000`,
      template: 'order-message',
      data: { messages: ['One', 'Two'] },
    });
  });
});
