import { ApiClient, createTestDatabase, query, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';

const PASSWORD = 'Correct-horse-42';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('sessions: each device signs in and out on its own', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  /** One account signed in on two devices: the phone signed up, the laptop logged in. */
  async function twoDevices() {
    const phone = new ApiClient(app.url);
    const { user } = await phone.signup({ password: PASSWORD });
    const laptop = new ApiClient(app.url);
    const login = await laptop.post('/api/auth/login', { email: user.email, password: PASSWORD }, { headers: { 'user-agent': LAPTOP_UA } });
    expect(login.status).toBe(200);
    laptop.token = login.body.token;
    return { phone, laptop, user };
  }

  it('logging out on one device leaves the other signed in', async () => {
    const { phone, laptop } = await twoDevices();
    const laptopToken = laptop.token;
    expect((await laptop.post('/api/auth/logout')).status).toBe(200);
    expect((await laptop.get('/api/auth/me', { token: laptopToken })).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
  });

  it('lists the devices with this one marked, and ends one of them', async () => {
    const phone = new ApiClient(app.url);
    const signup = await phone.post(
      '/api/auth/signup',
      { firstName: 'A', lastName: 'B', email: `s${Date.now()}@example.com`, password: PASSWORD },
      { headers: { 'user-agent': PHONE_UA } },
    );
    phone.token = signup.body.token;
    const laptop = new ApiClient(app.url);
    laptop.token = (
      await laptop.post('/api/auth/login', { email: signup.body.user.email, password: PASSWORD }, { headers: { 'user-agent': LAPTOP_UA } })
    ).body.token;

    const list = await phone.get('/api/auth/sessions');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const mine = list.body.data.find((s: { current: boolean }) => s.current);
    const other = list.body.data.find((s: { current: boolean }) => !s.current);
    expect(mine).toMatchObject({ device: 'Chrome on Android', place: expect.stringMatching(/\/(24|48)$/) });
    expect(other).toMatchObject({ device: 'Safari on macOS', lastSeenAt: expect.any(String) });

    expect((await phone.post(`/api/auth/sessions/${other.id}/end`)).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/sessions')).body.data).toHaveLength(1);
  });

  it('leaves out sessions whose tokens have run out', async () => {
    const { phone, user } = await twoDevices();
    await query(db.url, `UPDATE sessions SET created_at = now() - interval '8 days' WHERE account_id = $1 AND device = 'Safari on macOS'`, [
      user.id,
    ]);
    const list = await phone.get('/api/auth/sessions');
    expect(list.body.data.map((s: { device: string }) => s.device)).not.toContain('Safari on macOS');
    expect(list.body.data).toHaveLength(1);
  });

  it("answers 404 for another account's session, and leaves it alone", async () => {
    const { laptop } = await twoDevices();
    const stranger = new ApiClient(app.url);
    await stranger.signup();
    const [theirs] = (await stranger.get('/api/auth/sessions')).body.data;
    const res = await laptop.post(`/api/auth/sessions/${theirs.id}/end`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This device is not signed in to your account.');
    expect((await stranger.get('/api/auth/me')).status).toBe(200);
  });

  it('ends every other device, or every device', async () => {
    const { phone, laptop } = await twoDevices();
    expect((await phone.post('/api/auth/sessions/end-others')).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);

    const again = await twoDevices();
    expect((await again.laptop.post('/api/auth/logout-everywhere')).status).toBe(200);
    expect((await again.laptop.get('/api/auth/me')).status).toBe(401);
    expect((await again.phone.get('/api/auth/me')).status).toBe(401);
  });

  it('an admin logging out does not sign out their other sessions', async () => {
    const signIn = async () => {
      const c = new ApiClient(app.url);
      await c.adminLogin();
      return c;
    };
    const [a, b] = [await signIn(), await signIn()];
    expect((await a.post('/api/admin/auth/logout')).status).toBe(200);
    expect((await a.get('/api/admin/auth/me')).status).toBe(401);
    expect((await b.get('/api/admin/auth/me')).status).toBe(200);
  });
});
