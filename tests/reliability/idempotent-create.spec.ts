import { randomUUID } from 'node:crypto';
import { orderPayload, query, type ApiClient } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

/**
 * One checkout sent many times at once (a double click, a client retrying a slow answer, a
 * replayed request) makes one payable order, one payment intent and one "order placed" timeline row,
 * with or without an Idempotency-Key; distinct attempts still make distinct orders.
 */
describe('order create is idempotent (real processes)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  async function checkout() {
    const { api, id } = await p.customer();
    const payload = await orderPayload(api);
    payload.customerInfo.email = (await api.get('/api/auth/me')).body.user.email;
    return { api, accountId: id, payload };
  }

  const createTimes = (api: ApiClient, payload: unknown, times: number, headers: Record<string, string> = {}) =>
    Promise.all(Array.from({ length: times }, () => api.post('/api/order/create', payload, { headers })));

  async function ordersOf(accountId: string) {
    const orders = await query<{ id: string; status: string }>(p.db.url, `SELECT id, status FROM orders WHERE account_id = $1`, [
      accountId,
    ]);
    const placed = await query(p.db.url, `SELECT 1 FROM order_events WHERE to_status = 'pending_payment' AND order_id = ANY($1)`, [
      orders.map((o) => o.id),
    ]);
    const intents = p.emulator.state.paymentIntents.filter((i) => i.metadata?.accountId === accountId);
    return { orders, placedEvents: placed.length, intents: intents.length };
  }

  it.each([
    ['with one Idempotency-Key', () => ({ 'idempotency-key': randomUUID() })],
    ['without a key, by the same body', () => ({})],
  ])('one checkout sent 20 times at once makes exactly one payable order (%s)', async (_how, headers) => {
    const { api, accountId, payload } = await checkout();
    const answers = await createTimes(api, payload, 20, headers());
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.order._id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.clientSecret)).size).toBe(1);
    expect(await ordersOf(accountId)).toEqual({
      orders: [{ id: answers[0]!.body.order._id, status: 'pending_payment' }],
      placedEvents: 1,
      intents: 1,
    });
  });

  it('answers a retry of the same attempt with the same order after it was stored', async () => {
    const { api, accountId, payload } = await checkout();
    const key = { 'idempotency-key': randomUUID() };
    const first = await api.post('/api/order/create', payload, { headers: key });
    const retry = await api.post('/api/order/create', payload, { headers: key });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect((await ordersOf(accountId)).orders).toHaveLength(1);
  });

  it("gives a lapsed key a new order, and clears the account's lapsed keys as it makes new ones", async () => {
    const { api, accountId, payload } = await checkout();
    const [kept, other] = [randomUUID(), randomUUID()];
    const first = await api.post('/api/order/create', payload, { headers: { 'idempotency-key': kept } });
    expect((await api.post('/api/order/create', payload, { headers: { 'idempotency-key': other } })).status).toBe(201);
    await query(p.db.url, `UPDATE order_create_keys SET expires_at = now() - interval '1 second' WHERE account_id = $1`, [accountId]);
    const again = await api.post('/api/order/create', payload, { headers: { 'idempotency-key': kept } });
    expect(again.status).toBe(201);
    expect(again.body.order._id).not.toBe(first.body.order._id);
    const keys = await query<{ idempotency_key: string; order_id: string }>(
      p.db.url,
      `SELECT idempotency_key, order_id FROM order_create_keys WHERE account_id = $1`,
      [accountId],
    );
    expect(keys).toEqual([{ idempotency_key: `key:${kept}`, order_id: again.body.order._id }]);
  });

  it('makes a new order for a new attempt, and refuses a key reused for another order', async () => {
    const { api, accountId, payload } = await checkout();
    const key = randomUUID();
    const first = await api.post('/api/order/create', payload, { headers: { 'idempotency-key': key } });
    const second = await api.post('/api/order/create', payload, { headers: { 'idempotency-key': randomUUID() } });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.order._id).not.toBe(first.body.order._id);

    const changed = { ...payload, businessInfo: { ...payload.businessInfo, name: 'Another Name LLC' } };
    const reused = await api.post('/api/order/create', changed, { headers: { 'idempotency-key': key } });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      success: false,
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
    });
    expect((await ordersOf(accountId)).orders).toHaveLength(2);
  });

  it('refuses an Idempotency-Key that is not printable ASCII, naming it', async () => {
    const { api, payload } = await checkout();
    const res = await api.post('/api/order/create', payload, { headers: { 'idempotency-key': 'x'.repeat(256) } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'idempotency-key', message: 'Idempotency-Key must be at most 255 characters.' }]);
  });
});
