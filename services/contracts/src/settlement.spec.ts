import fc from 'fast-check';
import {
  intentBelongsToOrder,
  paymentSettlesOrder,
  refundSettlesOrder,
  stripeOutcome,
  type RefundedCharge,
  type SettledOrder,
  type SettlementRefusal,
  type SettlingIntent,
} from './settlement';

const order: SettledOrder = {
  id: '6f1c1c84-8a3e-4f53-9d2c-3b9f0b1f2a10',
  accountId: 'a6c0e1f2-1111-4222-8333-944455556666',
  totalCents: 45_831,
  currency: 'usd',
  paymentIntentId: 'pi_123',
};
const charge: RefundedCharge = {
  id: 'ch_1',
  amount: 45_831,
  amount_refunded: 45_831,
  refunded: true,
  currency: 'usd',
  payment_intent: 'pi_123',
};
const intent: SettlingIntent = {
  id: 'pi_123',
  status: 'succeeded',
  amount: 45_831,
  amount_received: 45_831,
  currency: 'usd',
  metadata: { orderId: order.id, accountId: order.accountId, orderNumber: 'FB-100042' },
  latest_charge: { ...charge, amount_refunded: 0, refunded: false },
};

/** One way an intent can differ from the one that pays the order, and the refusal it must meet. */
const mismatch: fc.Arbitrary<{ change: Partial<SettlingIntent>; reason: SettlementRefusal }> = fc.oneof(
  fc.constantFrom('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'canceled').map((status) => ({
    change: { status },
    reason: 'not_succeeded' as const,
  })),
  fc
    .stringMatching(/^[a-z]{3}$/)
    .filter((c) => c !== 'usd')
    .map((currency) => ({ change: { currency }, reason: 'currency_differs' as const })),
  fc
    .integer({ min: 1, max: 10_000_000 })
    .filter((n) => n !== order.totalCents)
    .chain((n) =>
      fc.constantFrom<{ change: Partial<SettlingIntent>; reason: 'amount_differs' }>(
        { change: { amount: n, amount_received: n }, reason: 'amount_differs' },
        { change: { amount_received: n }, reason: 'amount_differs' },
        { change: { amount: n }, reason: 'amount_differs' },
      ),
    ),
  fc.uuid().map((id) => ({ change: { metadata: { ...intent.metadata, orderId: id } }, reason: 'other_order' as const })),
  fc.constant({ change: { metadata: { accountId: order.accountId } }, reason: 'other_order' as const }),
  fc.uuid().map((id) => ({ change: { metadata: { ...intent.metadata, accountId: id } }, reason: 'other_account' as const })),
  fc.constant({ change: { metadata: null }, reason: 'other_order' as const }),
  fc.stringMatching(/^pi_[A-Za-z0-9]{4,24}$/).map((id) => ({ change: { id }, reason: 'other_intent' as const })),
);

describe('paymentSettlesOrder', () => {
  it('settles an order with the succeeded intent it created, for its total in its currency', () => {
    expect(paymentSettlesOrder(intent, order)).toEqual({ ok: true });
    expect(paymentSettlesOrder({ ...intent, currency: 'USD' }, order)).toEqual({ ok: true });
  });

  it('refuses every intent that differs in one respect, and names it', () => {
    fc.assert(
      fc.property(mismatch, ({ change, reason }) => {
        const verdict = paymentSettlesOrder({ ...intent, ...change }, order);
        expect(verdict).toMatchObject({ ok: false, reason });
      }),
    );
  });

  it('refuses the same number in another currency', () => {
    expect(paymentSettlesOrder({ ...intent, currency: 'eur' }, order)).toEqual({
      ok: false,
      reason: 'currency_differs',
      detail: 'intent pi_123 is in eur, the order in usd',
    });
  });

  it('refuses an intent read without its charge: a refunded intent stays succeeded, only the charge tells', () => {
    expect(paymentSettlesOrder({ ...intent, latest_charge: 'ch_1' }, order)).toMatchObject({ ok: false, reason: 'charge_unread' });
    expect(paymentSettlesOrder({ ...intent, latest_charge: undefined }, order)).toMatchObject({ ok: false, reason: 'charge_unread' });
  });

  it('refuses an intent whose charge was refunded in full, and settles one refunded in part', () => {
    expect(paymentSettlesOrder({ ...intent, latest_charge: charge }, order)).toMatchObject({ ok: false, reason: 'refunded' });
    expect(paymentSettlesOrder({ ...intent, latest_charge: { ...charge, amount_refunded: 1, refunded: false } }, order)).toEqual({
      ok: true,
    });
  });

  it('refuses an order that has no intent yet', () => {
    expect(paymentSettlesOrder(intent, { ...order, paymentIntentId: null })).toMatchObject({ ok: false, reason: 'other_intent' });
  });
});

describe('intentBelongsToOrder', () => {
  it('accepts the order’s own intent whatever its status and refuses another order’s', () => {
    expect(intentBelongsToOrder({ ...intent, status: 'requires_payment_method' }, order)).toEqual({ ok: true });
    expect(intentBelongsToOrder({ ...intent, metadata: { ...intent.metadata, orderId: 'x' } }, order)).toMatchObject({
      ok: false,
      reason: 'other_order',
    });
  });
});

describe('refundSettlesOrder', () => {
  it('refunds an order when its own intent’s charge is refunded in full', () => {
    expect(refundSettlesOrder(charge, order)).toEqual({ ok: true });
    expect(refundSettlesOrder({ ...charge, payment_intent: { id: 'pi_123' } }, order)).toEqual({ ok: true });
  });

  it('refuses a partial refund, an unrefunded charge and another intent’s charge', () => {
    expect(refundSettlesOrder({ ...charge, amount_refunded: 100, refunded: false }, order)).toMatchObject({ reason: 'not_refunded' });
    expect(refundSettlesOrder({ ...charge, amount_refunded: 0, refunded: false }, order)).toMatchObject({ reason: 'not_refunded' });
    expect(refundSettlesOrder({ ...charge, refunded: true, amount_refunded: 100 }, order)).toMatchObject({ reason: 'not_refunded' });
    expect(refundSettlesOrder({ ...charge, payment_intent: 'pi_other' }, order)).toMatchObject({ reason: 'other_intent' });
    expect(refundSettlesOrder({ ...charge, payment_intent: null }, order)).toMatchObject({ reason: 'other_intent' });
  });
});

describe('stripeOutcome', () => {
  it('reads any refunded amount of a settling intent as paid below the total and refunded at it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: charge.amount }), (refunded) => {
        const outcome = stripeOutcome(
          { ...intent, latest_charge: { ...charge, amount_refunded: refunded, refunded: refunded === charge.amount } },
          order,
        );
        expect(outcome).toEqual({ kind: refunded < charge.amount ? 'paid' : 'refunded', refundedCents: refunded });
      }),
    );
  });

  it('applies nothing for an intent that does not settle the order, refunded or not', () => {
    fc.assert(
      fc.property(mismatch, fc.boolean(), ({ change, reason }, refunded) => {
        const latest_charge = refunded ? charge : intent.latest_charge;
        const outcome = stripeOutcome({ ...intent, latest_charge, ...change }, order);
        expect(outcome).toMatchObject({ kind: 'none', verdict: { reason } });
      }),
    );
  });
});
