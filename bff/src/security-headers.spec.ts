import { randomBytes } from 'node:crypto';
import { createTestDatabase, startApp, testEnv, type TestDatabase } from '@filebridge/test-support';

describe('security headers', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db.drop());

  async function headersOf(env: Record<string, string>, path = '/api/health') {
    const app = await startApp(testEnv({ DATABASE_URL: db.url, ...env }));
    try {
      return (await fetch(`${app.url}${path}`)).headers;
    } finally {
      await app.close();
    }
  }

  it('sends a CSP limited to our origin that forbids framing, and no HSTS outside production', async () => {
    const h = await headersOf({});
    const csp = h.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('cross-origin-resource-policy')).toBe('same-site');
    expect(h.get('strict-transport-security')).toBeNull();
    expect(h.get('x-powered-by')).toBeNull();
  });

  it('adds HSTS in production, on error answers too', async () => {
    const h = await headersOf(
      {
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'admin@filebridge.test',
        // Production starts only on secrets of its own, never the test suite's published ones.
        ...Object.fromEntries(
          [
            ['JWT_SECRET', 'prod-jwt-'],
            ['XSRF_SECRET', 'prod-xsrf-'],
            ['STRIPE_SECRET_KEY', 'sk_test_prod'],
            ['STRIPE_WEBHOOK_SECRET', 'whsec_prod'],
            ['ADMIN_PASSWORD', 'prod-admin-'],
          ].map(([name, prefix]) => [name!, `${prefix}${randomBytes(24).toString('hex')}`]),
        ),
        DATA_KEYS: `prod:${randomBytes(32).toString('base64')}`,
      },
      '/api/nope',
    );
    expect(h.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(h.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
