import { ENDPOINTS } from '@filebridge/contracts';
import { ApiClient, createTestDatabase, orderPayload, query, startApp, testEnv } from '@filebridge/test-support';
import { contractBreach } from './response-contract';

const JSON_TYPE = 'application/json; charset=utf-8';
const json = (v: unknown) => JSON.stringify(v);
const user = { id: 'u1', firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com', phone: null, profilePicture: null };

describe('an answer checked against its endpoint', () => {
  it('keeps to the contract when its status and body match the entry', () => {
    expect(contractBreach(ENDPOINTS.me, 200, JSON_TYPE, json({ success: true, user }))).toBeNull();
    expect(contractBreach(ENDPOINTS.csrf, 204, '', '')).toBeNull();
    expect(contractBreach(ENDPOINTS.unsubscribe, 200, 'text/html; charset=utf-8', '<!doctype html>')).toBeNull();
    expect(contractBreach(ENDPOINTS.adminSubscribers, 200, 'text/csv; charset=utf-8', 'email\r\n')).toBeNull();
    expect(contractBreach(ENDPOINTS.serviceBySlug, 304, '', '')).toBeNull();
  });

  it('breaks it with a field missing, of the wrong type, or not in the contract', () => {
    expect(contractBreach(ENDPOINTS.me, 200, JSON_TYPE, json({ success: true, user: { ...user, firstName: 3 } }))).toMatchObject({
      issues: [{ path: 'user.firstName' }],
    });
    expect(contractBreach(ENDPOINTS.me, 200, JSON_TYPE, json({ success: true }))?.issues?.[0]?.path).toBe('user');
    expect(
      contractBreach(ENDPOINTS.me, 200, JSON_TYPE, json({ success: true, user: { ...user, passwordHash: '$argon2id$' } })),
    ).toMatchObject({ problem: 'the body has fields its schema does not describe', issues: [{ path: 'user.passwordHash' }] });
  });

  it('breaks it with a status the entry does not list, or an error without the error shape', () => {
    expect(contractBreach(ENDPOINTS.me, 201, JSON_TYPE, json({ success: true, user }))?.problem).toMatch(/success status 201/);
    expect(contractBreach(ENDPOINTS.me, 409, JSON_TYPE, json({ success: false, message: 'x', code: 'y' }))?.problem).toMatch(/409/);
    expect(contractBreach(ENDPOINTS.me, 401, JSON_TYPE, json({ message: 'x' }))).not.toBeNull();
    expect(
      contractBreach(ENDPOINTS.me, 401, JSON_TYPE, json({ success: false, message: 'Please log in', code: 'unauthenticated' })),
    ).toBeNull();
  });

  it('reads an error by its code: validation issues and the 409 price_changed have their own shapes', () => {
    const invalid = { success: false, message: 'Email is required', code: 'validation_failed' };
    expect(
      contractBreach(ENDPOINTS.signup, 400, JSON_TYPE, json({ ...invalid, details: [{ path: 'email', message: 'Email is required' }] })),
    ).toBeNull();
    expect(contractBreach(ENDPOINTS.signup, 400, JSON_TYPE, json({ ...invalid, details: { field: 'email' } }))).not.toBeNull();
    const changed = { success: false, message: 'The price has changed', code: 'price_changed' };
    expect(contractBreach(ENDPOINTS.orderCreate, 409, JSON_TYPE, json(changed))?.issues?.[0]?.path).toBe('quote');
    expect(contractBreach(ENDPOINTS.orderCreate, 409, JSON_TYPE, json({ ...changed, code: 'service_inactive' }))).toBeNull();
  });
});

describe('the contract check of a running bff in test mode', () => {
  it('turns an answer that breaks its schema into a 500 naming the field', async () => {
    const db = await createTestDatabase();
    const app = await startApp(testEnv({ DATABASE_URL: db.url }));
    try {
      const customer = new ApiClient(app.url);
      const { user } = await customer.signup();
      const payload = await orderPayload(customer);
      // A stored order whose customer email is no address: the detail answer cannot keep to its schema.
      const [order] = await query<{ id: string }>(
        db.url,
        `INSERT INTO orders (account_id, service_id, package_id, status, business_info, customer_info, items, additional_services, subtotal_cents, tax_cents, total_cents)
         SELECT $1, s.id, $2, 'pending_payment', $3, $4, '[]', $5, 100, 0, 100 FROM services s WHERE s.slug = 'llc-formation' RETURNING id`,
        [
          user.id,
          payload.packageId,
          payload.businessInfo,
          { ...payload.customerInfo, email: 'not an address' },
          payload.additionalServices,
        ],
      );
      const res = await customer.get(`/api/my/orders/${order!.id}`);
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, code: 'contract_breach', details: [{ path: 'data.customerInfo.email' }] });
      expect((await customer.get('/api/my/orders')).status).toBe(200);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
