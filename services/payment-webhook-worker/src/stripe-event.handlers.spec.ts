import { UnrecoverableError } from 'bullmq';
import { StripeEventHandlers } from './stripe-event.handlers';

/** The handler's guards, with the database and Stripe replaced by small fakes. */
function setup(stored: unknown) {
  const queries: string[] = [];
  const ds = {
    query: jest.fn(async (sql: string) => {
      queries.push(sql);
      return sql.startsWith('SELECT payload') ? (stored ? [stored] : []) : [];
    }),
    transaction: jest.fn(),
  };
  const stripe = { paymentIntents: { retrieve: jest.fn() } };
  const log = { warn: jest.fn(), debug: jest.fn(), error: jest.fn() };
  return { handlers: new StripeEventHandlers(ds as never, stripe as never, log as never), ds, stripe, queries };
}

describe('StripeEventHandlers', () => {
  it('fails for good when the event is not stored (nothing to apply)', async () => {
    const { handlers } = setup(undefined);
    await expect(handlers.apply({ eventId: 'evt_missing' })).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('does nothing for an event already processed', async () => {
    const { handlers, ds, stripe } = setup({ payload: { type: 'payment_intent.succeeded' }, processed_at: new Date() });
    await handlers.apply({ eventId: 'evt_done' });
    expect(stripe.paymentIntents.retrieve).not.toHaveBeenCalled();
    expect(ds.transaction).not.toHaveBeenCalled();
  });

  it('ignores a success the current intent does not confirm, and marks the event processed', async () => {
    const { handlers, ds, stripe, queries } = setup({
      payload: { type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } },
      processed_at: null,
    });
    stripe.paymentIntents.retrieve.mockResolvedValue({ id: 'pi_1', status: 'requires_payment_method' });
    await handlers.apply({ eventId: 'evt_stale' });
    expect(ds.transaction).not.toHaveBeenCalled();
    expect(queries.some((q) => q.startsWith('UPDATE stripe_events SET processed_at'))).toBe(true);
  });

  it('ignores event types it does not handle', async () => {
    const { handlers, ds } = setup({ payload: { type: 'customer.created', data: { object: {} } }, processed_at: null });
    await handlers.apply({ eventId: 'evt_other' });
    expect(ds.transaction).not.toHaveBeenCalled();
  });
});
