import { createTestDatabase, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';

/** The site is reachable under more than one origin (localhost and 127.0.0.1 locally); each must reach the API. */
describe('CORS: every origin FRONTEND_ORIGIN lists, and no other', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, FRONTEND_ORIGIN: 'http://localhost:5173, http://127.0.0.1:5173' }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const preflight = (origin: string) =>
    fetch(`${app.url}/api/order/create`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-xsrf-token' },
    });

  it.each(['http://localhost:5173', 'http://127.0.0.1:5173'])('allows a credentialed preflight from %s', async (origin) => {
    const res = await preflight(origin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it.each(['http://evil.example', 'http://localhost:5174', 'http://127.0.0.1:5173.evil.example'])('refuses %s', async (origin) => {
    const res = await preflight(origin);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
