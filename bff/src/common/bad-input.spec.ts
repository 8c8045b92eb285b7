import fc from 'fast-check';
import { ApiClient, createTestDatabase, query, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';

/** The write routes a visitor or customer can reach, with the body shape each expects. */
const WRITE_ROUTES = [
  '/api/auth/signup',
  '/api/auth/login',
  '/api/newsletter/subscribe',
  '/api/contact',
  '/api/applications',
  '/api/order/create',
  '/api/order/confirm-payment',
  '/api/admin/auth/login',
];
const READ_ROUTES = ['/api/services/slug/', '/api/services/', '/api/services/slug/llc-formation/quote?fleetSize=', '/api/my/orders/'];

const NASTY = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 漢字 🚚',
  '../../etc/passwd',
  '%00',
  'x'.repeat(20_000),
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY), fc.string(), fc.string({ unit: 'grapheme', maxLength: 200 }));
const nastyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);
const nastyBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'firstName',
      'lastName',
      'name',
      'message',
      'topic',
      'kind',
      'company',
      'orderId',
      'paymentIntentId',
      'serviceSlug',
      'packageId',
      'businessInfo',
      'customerInfo',
      'pricing',
      'additionalServices',
      '__proto__',
      'constructor',
    ),
    nastyValue,
    { maxKeys: 8 },
  ),
  nastyValue,
);

describe('bad-input sweep: only 4xx with the error shape, never a 5xx, nothing written', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let api: ApiClient;
  const counts = async () =>
    (
      await query<{ o: number; e: number }>(
        db.url,
        `SELECT (SELECT count(*) FROM orders)::int AS o, (SELECT count(*) FROM stripe_events)::int AS e`,
      )
    )[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
    api = new ApiClient(app.url);
    await api.signup();
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const expectClientError = (res: { status: number; body: any }, what: string) => {
    if (res.status >= 500 || res.status < 400) throw new Error(`${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
  };

  it('refuses malformed JSON, a wrong content type and an oversize body', async () => {
    for (const path of WRITE_ROUTES) {
      expectClientError(await api.request('POST', path, undefined, { raw: '{"email": "a@b.co",' }), `${path} malformed JSON`);
      expectClientError(
        await api.request('POST', path, undefined, { raw: 'email=a@b.co', headers: { 'content-type': 'text/plain' } }),
        `${path} text/plain`,
      );
      const big = await api.request('POST', path, undefined, { raw: JSON.stringify({ email: 'a@b.co', message: 'x'.repeat(150_000) }) });
      expect(big.status).toBe(413);
      expectClientError(big, `${path} oversize`);
    }
  });

  it('answers fuzzed bodies on every write route with a 4xx', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITE_ROUTES), nastyBody, async (path, body) => {
        const res = await api.request('POST', path, body);
        if (res.status < 400 && (path === '/api/auth/signup' || path === '/api/newsletter/subscribe')) return; // a valid-looking body may succeed
        expectClientError(res, `${path} ${JSON.stringify(body).slice(0, 120)}`);
      }),
      { numRuns: 150 },
    );
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('answers fuzzed path and query parameters with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...READ_ROUTES), nastyString, async (prefix, value) => {
        const res = await api.get(prefix + encodeURIComponent(value.slice(0, 400)));
        if (res.status === 200) return;
        expectClientError(res, `${prefix}${value.slice(0, 60)}`);
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('refuses an unsigned webhook body of any shape', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(nastyBody, async (body) => {
        const res = await api.request('POST', '/api/webhooks/stripe', body, { headers: { 'stripe-signature': 't=1,v1=deadbeef' } });
        expect(res.status).toBe(400);
      }),
      { numRuns: 40 },
    );
    expect(await counts()).toEqual(before);
  });
});
