import fc from 'fast-check';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, type ServiceDto } from '@filebridge/contracts';
import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  orderPayload,
  query,
  startApp,
  testEnv,
  validBodies,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** How the bff names a field: keys joined by dots, array indexes in brackets (`items[0].description`). */
const fieldName = (path: Path) =>
  path.reduce<string>((name, step) => (typeof step === 'number' ? `${name}[${step}]` : name ? `${name}.${step}` : step), '');

/** The paths in a body that hold a string, and those that hold an object (where a key can be added). */
function places(value: Json, path: Path = [], out = { strings: [] as Path[], objects: [] as Path[] }) {
  if (typeof value === 'string') out.strings.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => places(v, [...path, i], out));
  else if (value && typeof value === 'object') {
    out.objects.push(path);
    for (const [k, v] of Object.entries(value)) places(v, [...path, k], out);
  }
  return out;
}

const getAt = (value: Json, path: Path): any => path.reduce((v: any, step) => v[step], value);

/** A copy of `body` with `value` at `path` (a new key when the path's last step is not there yet). */
function withValueAt(body: Json, path: Path, value: Json): Json {
  if (!path.length) return value;
  const copy = structuredClone(body);
  getAt(copy, path.slice(0, -1))[path[path.length - 1]!] = value;
  return copy;
}

/** PostgreSQL refuses U+0000 in text and jsonb; a lone UTF-16 surrogate is not a character at all. */
const unstorable = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800', 'a\u0000\u0000b');
/** Control and odd characters the database does hold: they must be stored or refused, never a 5xx. */
const storableOddity = fc
  .oneof(
    fc.integer({ min: 0x01, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(0x2028, 0x2029, 0x200b, 0xfeff, 0xfffe, 0xffff),
  )
  .map((c) => String.fromCharCode(c));

/** Where a bad string goes in a valid body: into one of its string values, or as a new key of one of its objects. */
const placement = fc.record({ route: fc.nat(), inKey: fc.boolean(), pick: fc.nat(), at: fc.nat() });

/** Nesting of arrays or single-key objects, `depth` levels deep, as raw JSON text. */
const nested = (depth: number, shape: 'array' | 'object') =>
  shape === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth);

describe('bad-input sweep: only 4xx with the error shape, never a 5xx, nothing written', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let emulator: StripeEmulator;
  let api: ApiClient;
  const visitor = () => new ApiClient(app.url);
  let customer: ApiClient;
  let admin: ApiClient;
  let service: ServiceDto;
  let checkout: Json;
  let placed: { orderId: string; paymentIntentId: string };
  const counts = async () =>
    (
      await query<{ o: number; e: number }>(
        db.url,
        `SELECT (SELECT count(*) FROM orders)::int AS o, (SELECT count(*) FROM stripe_events)::int AS e`,
      )
    )[0];
  /** Every table a write route can add to or change. */
  const everything = async () =>
    (
      await query(
        db.url,
        `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_events)::int AS order_events,
                (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM inquiries)::int AS inquiries,
                (SELECT count(*) FROM newsletter_subscribers)::int AS subscribers, (SELECT count(*) FROM admin_audit)::int AS audit,
                (SELECT count(*) FROM newsletter_confirmations)::int AS confirmations,
                (SELECT max(updated_at) FROM services)::text AS services, (SELECT max(updated_at) FROM packages)::text AS packages,
                (SELECT string_agg(first_name || last_name || coalesce(phone, '') || coalesce(profile_picture, ''), ',' ORDER BY id) FROM accounts) AS profiles`,
      )
    )[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    emulator = createStripeEmulator({ port: 0 });
    const { url: stripeUrl } = await emulator.start();
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: stripeUrl }));
    api = new ApiClient(app.url);
    await api.signup();
    customer = new ApiClient(app.url);
    await customer.signup();
    admin = new ApiClient(app.url);
    await admin.adminLogin();
    service = (await admin.get('/api/admin/services')).body.data.find((s: ServiceDto) => s.slug === 'llc-formation');
    checkout = (await orderPayload(customer)) as unknown as Json;
    const order = await customer.post('/api/order/create', checkout);
    if (order.status !== 201) throw new Error(`order create failed: ${order.status} ${JSON.stringify(order.body)}`);
    placed = { orderId: order.body.order._id, paymentIntentId: String(order.body.clientSecret).split('_secret_')[0]! };
  });
  afterAll(async () => {
    await app.close();
    await emulator.stop();
    await db.drop();
  });

  /** Every write route with a valid body, who may call it, and what that valid body gets. */
  const writeRoutes = (): { method: string; path: string; caller: ApiClient; body: () => Json; valid: number }[] => [
    { method: 'POST', path: '/api/auth/signup', caller: visitor(), body: validBodies.signup, valid: 201 },
    { method: 'POST', path: '/api/auth/login', caller: visitor(), body: validBodies.login, valid: 401 },
    { method: 'POST', path: '/api/newsletter/subscribe', caller: visitor(), body: validBodies.newsletter, valid: 200 },
    { method: 'POST', path: '/api/contact', caller: visitor(), body: validBodies.contact, valid: 200 },
    { method: 'POST', path: '/api/applications', caller: visitor(), body: validBodies.application, valid: 200 },
    { method: 'PATCH', path: '/api/auth/me', caller: customer, body: validBodies.profile, valid: 200 },
    { method: 'POST', path: '/api/order/create', caller: customer, body: () => structuredClone(checkout), valid: 201 },
    // A real order of the caller's whose card is not yet charged.
    { method: 'POST', path: '/api/order/confirm-payment', caller: customer, body: () => validBodies.confirmPayment(placed), valid: 409 },
    { method: 'PATCH', path: `/api/admin/services/${service.id}`, caller: admin, body: () => validBodies.serviceEdit(service), valid: 200 },
    {
      method: 'PATCH',
      path: `/api/admin/packages/${service.packages[0]!.id}`,
      caller: admin,
      body: () => validBodies.packageEdit(service),
      valid: 200,
    },
    // The order is unpaid, so no transition is allowed: the note is judged but never stored.
    { method: 'POST', path: `/api/admin/orders/${placed.orderId}/transition`, caller: admin, body: validBodies.transition, valid: 400 },
  ];

  /** The valid body of a route with `bad` placed at a position chosen by `where`; the field name the bff must report. */
  function poisoned(route: ReturnType<typeof writeRoutes>[number], where: { inKey: boolean; pick: number; at: number }, bad: string) {
    const body = route.body();
    const { strings, objects } = places(body);
    if (where.inKey || !strings.length) {
      const object = objects[where.pick % objects.length]!;
      const shown = bad.replaceAll('\u0000', '\ufffd').replace(/[\ud800-\udfff]/g, '\ufffd');
      return { body: withValueAt(body, [...object, `note${bad}x`], 'x'), field: fieldName([...object, `note${shown}x`]) };
    }
    const path = strings[where.pick % strings.length]!;
    const text = getAt(body, path) as string;
    const at = where.at % (text.length + 1);
    return { body: withValueAt(body, path, text.slice(0, at) + bad + text.slice(at)), field: fieldName(path) };
  }

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

  it('answers fuzzed bodies on the signed-in edit routes with a 2xx or a 4xx, never a 5xx', async () => {
    // Every field of these routes is optional, so a body that happens to be valid is stored.
    const editRoutes = [
      { path: '/api/auth/me', caller: customer },
      { path: `/api/admin/services/${service.id}`, caller: admin },
      { path: `/api/admin/packages/${service.packages[0]!.id}`, caller: admin },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...editRoutes), nastyBody, async ({ path, caller }, body) => {
        const res = await caller.request('PATCH', path, body);
        if (res.status < 400) return;
        expectClientError(res, `PATCH ${path} ${JSON.stringify(body).slice(0, 120)}`);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('refuses null for a catalog field, which an edit may leave out but never clear', async () => {
    const cases: [string, Record<string, null>, string][] = [
      [`/api/admin/services/${service.id}`, { name: null }, 'Name is required.'],
      [`/api/admin/services/${service.id}`, { summary: null }, 'Summary must be text.'],
      [`/api/admin/services/${service.id}`, { status: null }, 'Status must be active or inactive.'],
      [`/api/admin/packages/${service.packages[0]!.id}`, { title: null }, 'Title is required.'],
      [`/api/admin/packages/${service.packages[0]!.id}`, { priceCents: null }, 'Price must be a whole number of cents.'],
      [`/api/admin/packages/${service.packages[0]!.id}`, { pricePlus: null }, 'Price suffix must be text.'],
      [`/api/admin/packages/${service.packages[0]!.id}`, { description: null }, 'Description must be text.'],
      [`/api/admin/packages/${service.packages[0]!.id}`, { popular: null }, 'Popular must be true or false.'],
      [`/api/admin/packages/${service.packages[0]!.id}`, { benefitList: null }, 'List at least one benefit.'],
      [`/api/admin/packages/${service.packages[0]!.id}`, { buttonText: null }, 'Button text is required.'],
    ];
    for (const [path, body, message] of cases) {
      const res = await admin.patch(path, body);
      expect([body, res.status, res.body.message]).toEqual([body, 400, message]);
    }
  });

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
  it('takes every valid body it sweeps with (so poisoned copies reach the database, not just the validator)', async () => {
    for (const route of writeRoutes()) {
      const res = await route.caller.request(route.method, route.path, route.body());
      expect([`${route.method} ${route.path}`, res.status]).toEqual([`${route.method} ${route.path}`, route.valid]);
    }
  });

  it('refuses a field the call does not take, at any depth of a valid body, with a 400 naming it, and writes nothing', async () => {
    const routes = writeRoutes();
    const before = await everything();
    await fc.assert(
      fc.asyncProperty(placement, fc.constantFrom('extra', 'isAdmin', 'discountCents', 'ownerId'), async (where, key) => {
        const route = routes[where.route % routes.length]!;
        const body = route.body();
        const { objects } = places(body);
        const object = objects[where.pick % objects.length]!;
        const existing = getAt(body, object) as Record<string, unknown>;
        if (key in existing) return;
        const field = fieldName([...object, key]);
        const res = await route.caller.request(route.method, route.path, withValueAt(body, [...object, key], true));
        const what = `${route.method} ${route.path} + ${field}`;
        if (res.status !== 400) throw new Error(`${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        expect(res.body.details).toContainEqual({ path: field, message: `${field} is not a field this call takes.` });
      }),
      { numRuns: 60 },
    );
    expect(await everything()).toEqual(before);
  }, 120_000);

  it('refuses a NUL or lone surrogate anywhere in a valid body with a 400 naming the field, and writes nothing', async () => {
    const routes = writeRoutes();
    const before = await everything();
    await fc.assert(
      fc.asyncProperty(placement, unstorable, async (where, bad) => {
        const route = routes[where.route % routes.length]!;
        const { body, field } = poisoned(route, where, bad);
        const res = await route.caller.request(route.method, route.path, body);
        const what = `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 160)}`;
        if (res.status !== 400) throw new Error(`${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        const message = `${field} contains a character we cannot store.`;
        expect(res.body).toEqual({ success: false, message, code: 'validation_failed', details: [{ path: field, message }] });
      }),
      { numRuns: 150 },
    );
    expect(await everything()).toEqual(before);
  }, 120_000);

  it('stores or refuses other control characters in valid bodies, never a 5xx', async () => {
    const routes = writeRoutes();
    await fc.assert(
      fc.asyncProperty(placement, storableOddity, async (where, odd) => {
        const route = routes[where.route % routes.length]!;
        const { body } = poisoned(route, where, odd);
        const res = await route.caller.request(route.method, route.path, body);
        if (res.status < 400) return;
        expectClientError(res, `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 160)}`);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('refuses a NUL in a query or path parameter with a 400 naming it', async () => {
    const search = await admin.get('/api/admin/orders?search=a%00b');
    expect(search.status).toBe(400);
    const message = 'search contains a character we cannot store.';
    expect(search.body).toEqual({ success: false, message, code: 'validation_failed', details: [{ path: 'search', message }] });
    const param = await customer.get('/api/my/orders/%00');
    expect(param.status).toBe(400);
    expect(param.body).toMatchObject({ message: 'id contains a character we cannot store.', details: [{ path: 'id' }] });
    const quote = await visitor().get('/api/services/slug/llc-formation/quote?state=Tex%00as');
    expect(quote.status).toBe(400);
    expect(quote.body.details).toEqual([{ path: 'state', message: 'state contains a character we cannot store.' }]);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels on every write route before it is validated`, async () => {
    const routes = writeRoutes();
    const before = await everything();
    await fc.assert(
      fc.asyncProperty(
        placement,
        fc.integer({ min: MAX_JSON_DEPTH + 1, max: 20_000 }),
        fc.constantFrom('array' as const, 'object' as const),
        async (where, depth, shape) => {
          const route = routes[where.route % routes.length]!;
          const body = route.body();
          const { strings, objects } = places(body);
          const spot =
            where.inKey || !strings.length ? [...objects[where.pick % objects.length]!, 'deep'] : strings[where.pick % strings.length]!;
          const raw = JSON.stringify(withValueAt(body, spot, '\u0001deep\u0001')).replace('"\\u0001deep\\u0001"', nested(depth, shape));
          const res = await route.caller.request(route.method, route.path, undefined, { raw });
          if (raw.length > MAX_BODY_BYTES) return expect(res.status).toBe(413);
          expect([route.path, res.status, res.body]).toEqual([
            route.path,
            400,
            {
              success: false,
              message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays).`,
              code: 'json_too_deep',
            },
          ]);
        },
      ),
      { numRuns: 80 },
    );
    expect(await everything()).toEqual(before);
  }, 120_000);

  it(`reads a body exactly ${MAX_JSON_DEPTH} levels deep`, async () => {
    // The body itself is one level; an extra key holds the rest, so the body is read and then
    // refused by the contract for that key, where one level more is refused before it is read.
    const signupNested = (depth: number) =>
      JSON.stringify({ ...validBodies.signup(), extra: '\u0001deep\u0001' }).replace('"\\u0001deep\\u0001"', nested(depth - 1, 'array'));
    expect((await visitor().request('POST', '/api/auth/signup', undefined, { raw: signupNested(MAX_JSON_DEPTH) })).body).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'extra', message: 'extra is not a field this call takes.' }],
    });
    expect((await visitor().request('POST', '/api/auth/signup', undefined, { raw: signupNested(MAX_JSON_DEPTH + 1) })).body.code).toBe(
      'json_too_deep',
    );
  });

  it('keeps /api/health answering while deep bodies are refused', async () => {
    const raw = nested(20_000, 'array');
    let refusing = true;
    const health: number[] = [];
    const probe = (async () => {
      while (refusing) health.push((await visitor().get('/api/health')).status);
    })();
    const refused: number[] = [];
    for (let round = 0; round < 6; round++)
      refused.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, async () => (await customer.request('PATCH', '/api/auth/me', undefined, { raw })).status),
        )),
      );
    refusing = false;
    await probe;
    expect(new Set(refused)).toEqual(new Set([400]));
    expect(health.length).toBeGreaterThan(0);
    expect(new Set(health)).toEqual(new Set([200]));
  });
});
