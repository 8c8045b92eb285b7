import { JwtService } from '@nestjs/jwt';
import {
  ApiClient,
  createTestDatabase,
  discoverRoutes,
  orderPayload,
  query,
  startApp,
  testEnv,
  verifyEmail,
  type Route,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';
import { ENDPOINTS, roleAllows, STAFF_ENROLMENT_CALLS, STAFF_ROLES, type EndpointDef, type StaffRole } from '@filebridge/contracts';
import { LINK_SIGNED_ROUTES, SIGNED_ROUTES } from '../common';
import { TokensService } from './tokens.service';

/** A staff member of each role (second factor on), and one who has not enrolled a second factor yet. */
type Staff = StaffRole | 'staffWithoutSecondFactor';
type Caller = 'anonymous' | 'customerA' | 'customerB' | 'admin' | Staff | 'customerOnAdmin' | 'expired' | 'tampered' | 'noXsrf';
const STAFF: readonly Staff[] = [...STAFF_ROLES, 'staffWithoutSecondFactor'];
const isStaff = (caller: Caller): caller is Staff => (STAFF as readonly string[]).includes(caller);

const ENROLMENT: ReadonlySet<EndpointDef> = new Set(STAFF_ENROLMENT_CALLS.map((name) => ENDPOINTS[name]));
const endpointOf = (route: Route): EndpointDef | undefined =>
  Object.values(ENDPOINTS).find((e: EndpointDef) => e.method === route.method && e.path === route.path);

const JWT_SECRET = 'filebridge-test-jwt-secret-0123456789abcdef';
const UUID = '00000000-0000-4000-8000-000000000000';

describe('authorization matrix: every route × every kind of caller', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let routes: Route[];
  const clients = {} as Record<'anonymous' | 'customerA' | 'customerB' | 'admin', ApiClient>;
  let ids: { customerA: string; customerB: string; admin: string; orderOfA: string; staff: Record<Staff, string> };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
    routes = discoverRoutes(app.app);
    for (const k of ['anonymous', 'customerA', 'customerB', 'admin'] as const) clients[k] = new ApiClient(app.url);
    const a = await clients.customerA.signup();
    const b = await clients.customerB.signup();
    // Verified, so what only a verified owner may do is judged on whose order it is.
    await verifyEmail(clients.customerA, db.url, a.user.email);
    await verifyEmail(clients.customerB, db.url, b.user.email);
    const adminLogin = await clients.admin.adminLogin();
    // Staff of every role, made as an accepted invitation makes them; the guard reads only whether a factor is on.
    const staff = {} as Record<Staff, string>;
    for (const who of STAFF) {
      const [row] = await query<{ id: string }>(
        db.url,
        `INSERT INTO accounts (email, password_hash, first_name, last_name, role, staff_role, email_verified_at)
         VALUES ($1, 'not-a-hash', 'Sam', 'Staff', 'admin', $2, now()) RETURNING id`,
        [`${who.toLowerCase()}@staff.test`, who === 'staffWithoutSecondFactor' ? 'owner' : who],
      );
      if (who !== 'staffWithoutSecondFactor')
        await query(db.url, `INSERT INTO account_second_factors (account_id, secret_sealed, enabled_at) VALUES ($1, 'sealed', now())`, [
          row!.id,
        ]);
      staff[who] = row!.id;
    }
    // An order of A's, inserted directly (no payment provider in this suite).
    const payload = await orderPayload(clients.customerA);
    const [order] = await query<{ id: string }>(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, business_info, customer_info, items, additional_services, subtotal_cents, tax_cents, total_cents)
       SELECT $1, s.id, $2, 'pending_payment', $3, $4, '[]', $5, 100, 0, 100 FROM services s WHERE s.slug = 'llc-formation' RETURNING id`,
      [a.user.id, payload.packageId, payload.businessInfo, payload.customerInfo, payload.additionalServices],
    );
    ids = { customerA: a.user.id, customerB: b.user.id, admin: adminLogin.admin.id, orderOfA: order!.id, staff };
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('finds the routes and every one declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.audience).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(routes.filter((r) => r.audience && r.path.startsWith('/api') && !endpointOf(r)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('holds support away from refunds, exports and the catalog, and a staff member without a second factor to enrolment', () => {
    const deny = (caller: Caller, name: keyof typeof ENDPOINTS) => {
      const e = ENDPOINTS[name];
      return expected({ method: e.method, path: e.path, audience: e.audience }, caller);
    };
    expect(deny('support', 'adminRefund')).toBe(403);
    expect(deny('support', 'adminUpdateService')).toBe(403);
    expect(deny('support', 'adminSubscribers')).toBe(403);
    expect(deny('finance', 'adminRefund')).toBe('ok');
    expect(deny('staffWithoutSecondFactor', 'adminOrders')).toBe(403);
    expect(deny('staffWithoutSecondFactor', 'adminEnrolSecondFactor')).toBe('ok');
  });

  /** A token of a fresh session, so a logout cell can't spoil the next cell. */
  async function tokenFor(caller: Caller): Promise<string | null> {
    const tokens = app.app.get(TokensService);
    const origin = { userAgent: 'jest', ip: '127.0.0.1' };
    if (isStaff(caller)) return tokens.issue(ids.staff[caller], 'admin', origin);
    switch (caller) {
      case 'customerA':
      case 'noXsrf':
        return tokens.issue(ids.customerA, 'customer', origin);
      case 'customerB':
        return tokens.issue(ids.customerB, 'customer', origin);
      case 'admin':
        return tokens.issue(ids.admin, 'admin', origin);
      case 'customerOnAdmin':
        return tokens.issue(ids.customerA, 'customer', origin);
      case 'expired': {
        const live = await tokens.issue(ids.customerA, 'customer', origin);
        const { sid } = JSON.parse(Buffer.from(live.split('.')[1]!, 'base64url').toString()) as { sid: string };
        return new JwtService({ secret: JWT_SECRET }).sign(
          { sub: ids.customerA, sid },
          { audience: 'customer', issuer: 'filebridge', expiresIn: -60 },
        );
      }
      case 'tampered': {
        const t = await tokens.issue(ids.customerA, 'customer', origin);
        const [h, p, s] = t.split('.');
        const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
        return [h, Buffer.from(JSON.stringify({ ...claims, sub: ids.customerB })).toString('base64url'), s].join('.');
      }
      default:
        return null;
    }
  }

  function concretePath(route: Route): string {
    return route.path
      .replace(':slug', 'llc-formation')
      .replace(':serviceId', UUID)
      .replace(':queue', 'orders')
      .replace(':jobId', 'no-such-job')
      .replace(':documentId', UUID)
      .replace(':token', 'not-a-token')
      .replace(':requestId', UUID)
      .replace(':id', route.path.startsWith('/api/my/orders') || route.path.startsWith('/api/admin/orders') ? ids.orderOfA : UUID);
  }

  /**
   * What each caller must get: `ok` means "got past authentication and authorization" (not 401/403,
   * not 5xx). A staff caller's answer on an admin route is read from the role table.
   */
  function expected(route: Route, caller: Caller): 'ok' | 401 | 403 | 404 {
    const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
    const xsrfExempt = SIGNED_ROUTES.has(route.path) || LINK_SIGNED_ROUTES.has(route.path);
    if (caller === 'noXsrf') return stateChanging && !xsrfExempt ? 403 : expected(route, 'customerA');
    if (route.audience === 'public') return 'ok';
    if (caller === 'anonymous' || caller === 'expired' || caller === 'tampered') return 401;
    if (route.audience === 'customer') {
      if (caller === 'admin' || isStaff(caller)) return 403;
      if (caller === 'customerB' && route.path.includes(':id') && route.path.startsWith('/api/my/orders')) return 404;
      return 'ok';
    }
    if (caller === 'admin') return 'ok';
    if (!isStaff(caller)) return 403;
    const endpoint = endpointOf(route)!;
    if (caller === 'staffWithoutSecondFactor') return ENROLMENT.has(endpoint) ? 'ok' : 403;
    return endpoint.audience === 'admin' && roleAllows(caller, endpoint.permission) ? 'ok' : 403;
  }

  /** Writes to a customer's order that read a body: a valid one, so the order's owner is checked, not the body. */
  const VALID_BODY: Readonly<Record<string, object>> = {
    '/api/my/orders/:id/requests/:requestId/answer': { answer: 'Done.' },
    '/api/my/orders/:id/messages': { body: 'Hello.' },
  };

  const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'admin', ...STAFF, 'customerOnAdmin', 'expired', 'tampered', 'noXsrf'];

  it('answers every cell as the rules say', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const caller of CALLERS) {
        if (caller === 'customerOnAdmin' && route.audience !== 'admin') continue;
        if (isStaff(caller) && route.audience === 'public') continue;
        const client = caller === 'admin' ? clients.admin : caller === 'customerB' ? clients.customerB : clients.customerA;
        const path = concretePath(route);
        const res = await client.request(
          route.method,
          path,
          ['GET', 'HEAD'].includes(route.method) ? undefined : (VALID_BODY[route.path] ?? {}),
          {
            token: await tokenFor(caller),
            xsrf: caller !== 'noXsrf',
          },
        );
        const want = expected(route, caller);
        const ok = want === 'ok' ? res.status < 500 && res.status !== 401 && res.status !== 403 : res.status === want;
        if (!ok)
          failures.push(
            `${route.method} ${path} as ${caller}: got ${res.status}, want ${want} — ${JSON.stringify(res.body).slice(0, 120)}`,
          );
        if (res.status >= 400 && typeof res.body === 'object' && res.body)
          expect(res.body).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
        if (res.status === 403 && isStaff(caller) && route.audience === 'admin')
          expect(res.body.code).toBe(caller === 'staffWithoutSecondFactor' ? 'second_factor_required' : 'permission_denied');
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('guards the queue board with the admin token', async () => {
    expect((await clients.anonymous.get('/api/admin/board/', { token: null })).status).toBe(401);
    expect((await clients.customerA.get('/api/admin/board/')).status).toBe(401);
    // The matrix's logout cells revoked earlier tokens; a fresh one is needed here.
    expect((await clients.admin.get('/api/admin/board/', { token: await tokenFor('admin') })).status).toBe(200);
    // The board is for queues.manage, and for staff whose second factor is on.
    expect((await clients.admin.get('/api/admin/board/', { token: await tokenFor('support') })).status).toBe(403);
    expect((await clients.admin.get('/api/admin/board/', { token: await tokenFor('staffWithoutSecondFactor') })).status).toBe(403);
    expect((await clients.admin.get('/api/admin/board/', { token: await tokenFor('operator') })).status).toBe(200);
  });
});
