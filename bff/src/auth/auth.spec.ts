import {
  ApiClient,
  freshAdminCode,
  TEST_ADMIN,
  createTestDatabase,
  freePort,
  startApp,
  query,
  startBffProcess,
  testEnv,
  waitUntil,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';
import type IORedis from 'ioredis';
import { CONFIG, REDIS, type AppConfig } from '@filebridge/platform';

const PASSWORD = 'Correct-horse-42';

describe('customer and admin authentication', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, LOGIN_MAX_FAILURES: '3' }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });
  const client = () => new ApiClient(app.url);
  const email = () => `u${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;

  it('signs up, answers the user and a token, and never returns the password', async () => {
    const e = email();
    const res = await client().post('/api/auth/signup', {
      firstName: ' Ana ',
      lastName: 'Lee',
      email: e.toUpperCase(),
      password: PASSWORD,
      phone: '+1 555 010 2000',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      firstName: 'Ana',
      lastName: 'Lee',
      email: e,
      phone: '+1 555 010 2000',
      profilePicture: null,
    });
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2|Correct-horse/i);
  });

  it.each([
    [{ firstName: '' }, 'First name is required.'],
    [{ lastName: '' }, 'Last name is required.'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ password: 'eleven-char' }, 'Password must be 12 to 128 characters.'],
    [{ password: 'Qwertyuiop123' }, 'This password is one of the most commonly used, so it is easy to guess. Choose another.'],
    [{ phone: 'call me' }, 'Enter a valid phone number.'],
  ])('rejects signup %o with "%s"', async (override, message) => {
    const res = await client().post('/api/auth/signup', { firstName: 'A', lastName: 'B', email: email(), password: PASSWORD, ...override });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, code: 'validation_failed' });
  });

  it('answers a sign-up with an address in use as it answers a new one, and leaves the account as it was', async () => {
    const e = email();
    const owner = await client().post('/api/auth/signup', { firstName: 'A', lastName: 'B', email: e, password: PASSWORD });
    const again = await client().post('/api/auth/signup', {
      firstName: 'C',
      lastName: 'D',
      email: e.toUpperCase(),
      password: 'Another-pass-99',
      phone: '+1 555 010 2000',
    });
    expect(again.status).toBe(owner.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(owner.body).sort());
    expect(again.body.user).toEqual({
      id: expect.any(String),
      firstName: 'C',
      lastName: 'D',
      email: e,
      phone: '+1 555 010 2000',
      profilePicture: null,
    });
    expect(again.body.user.id).not.toBe(owner.body.user.id);
    expect(again.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The token opens nothing, and reads as any ended session does.
    const stranger = client();
    stranger.token = again.body.token;
    const me = await stranger.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('invalid_token');
    expect((await client().post('/api/auth/login', { email: e, password: 'Another-pass-99' })).status).toBe(401);
    const login = await client().post('/api/auth/login', { email: e, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: owner.body.user.id, firstName: 'A', lastName: 'B' });
    expect(await query(db.url, `SELECT id FROM accounts WHERE lower(email) = $1`, [e])).toHaveLength(1);
  });

  it('mails the owner of an address someone signs up with, once however often they try, and verifies only a new one', async () => {
    const e = email();
    await client().post('/api/auth/signup', { firstName: 'Ana', lastName: 'Lee', email: e, password: PASSWORD });
    for (const firstName of ['C', 'E', 'G'])
      await client().post('/api/auth/signup', { firstName, lastName: 'D', email: e, password: PASSWORD });
    const sent = await query<{ template: string; to: string; data: Record<string, string> }>(
      db.url,
      `SELECT payload->>'template' AS template, payload->>'to' AS to, payload->'data' AS data
         FROM outbox WHERE topic = 'mail.send' AND lower(payload->>'to') = $1 ORDER BY id`,
      [e],
    );
    expect(sent.map((m) => m.template)).toEqual(['verify-email', 'signup-attempted']);
    expect(sent[1]).toMatchObject({ to: e, data: { firstName: 'Ana' } });
    expect(sent[1]!.data.loginUrl).toMatch(/\/my\/login$/);
    expect(sent[1]!.data.resetUrl).toMatch(/\/my\/forgot-password$/);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const e = email();
    await client().post('/api/auth/signup', { firstName: 'A', lastName: 'B', email: e, password: PASSWORD });
    const wrong = await client().post('/api/auth/login', { email: e, password: 'Wrong-password-1' });
    const unknown = await client().post('/api/auth/login', { email: email(), password: 'Wrong-password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect((await client().post('/api/auth/login', { email: e, password: PASSWORD })).status).toBe(200);
  });

  it('locks an account after repeated failures, from any client, even for the right password', async () => {
    const e = email();
    await client().post('/api/auth/signup', { firstName: 'A', lastName: 'B', email: e, password: PASSWORD });
    for (let i = 0; i < 3; i++)
      expect((await client().post('/api/auth/login', { email: e, password: `Wrong-${i}-password` })).status).toBe(401);
    const locked = await client().post('/api/auth/login', { email: e, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_attempts');
  });

  it('keeps an account locked when someone signs up with its address from the locked client', async () => {
    const e = email();
    await client().post('/api/auth/signup', { firstName: 'A', lastName: 'B', email: e, password: PASSWORD });
    for (let i = 0; i < 3; i++)
      expect((await client().post('/api/auth/login', { email: e, password: `Wrong-${i}-password` })).status).toBe(401);
    expect((await client().post('/api/auth/signup', { firstName: 'C', lastName: 'D', email: e, password: PASSWORD })).status).toBe(201);
    expect((await client().post('/api/auth/login', { email: e, password: PASSWORD })).status).toBe(429);
  });

  it('keeps customer and admin tokens apart', async () => {
    const admin = client();
    const password = await admin.post('/api/admin/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(password.body).toMatchObject({ twoFactorRequired: true, challengeId: expect.any(String) });
    const login = await admin.post('/api/admin/auth/login/2fa', {
      challengeId: password.body.challengeId,
      code: await freshAdminCode(app.url),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((c) => c.startsWith('fb_admin=') && /HttpOnly/i.test(c))).toBe(true);
    admin.token = login.body.token;
    expect((await admin.get('/api/admin/auth/me')).body.admin.email).toBe('admin@filebridge.test');
    expect((await admin.get('/api/auth/me')).status).toBe(403);
    const customer = client();
    await customer.signup();
    expect((await customer.get('/api/admin/orders')).status).toBe(403);
    // An admin's credentials do not open a customer session either.
    expect((await client().post('/api/auth/login', { email: 'admin@filebridge.test', password: 'test-admin-password-1' })).status).toBe(
      401,
    );
  });

  it('updates the profile with validation', async () => {
    const api = client();
    await api.signup();
    const ok = await api.patch('/api/auth/me', { firstName: 'Dana', phone: '', profilePicture: 'https://example.com/me.png' });
    expect(ok.body.user).toMatchObject({ firstName: 'Dana', phone: null, profilePicture: 'https://example.com/me.png' });
    const bad = await api.patch('/api/auth/me', { profilePicture: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Profile picture must be an https:// image URL.');
  });
});

describe('the login lock under parallel guesses', () => {
  const LIMIT = 10;
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, LOGIN_MAX_FAILURES: String(LIMIT) }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });
  const account = async () => {
    const e = `lock${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
    expect(
      (await new ApiClient(app.url).post('/api/auth/signup', { firstName: 'A', lastName: 'B', email: e, password: PASSWORD })).status,
    ).toBe(201);
    return e;
  };
  const guess = async (email: string, password: string) =>
    (await new ApiClient(app.url).post('/api/auth/login', { email, password })).status;
  const wrong = (n: number) => Array.from({ length: n }, (_, i) => `Wrong-guess-${i}`);
  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

  it(`judges exactly LOGIN_MAX_FAILURES of 40 wrong guesses sent at once; the rest get 429 unjudged`, async () => {
    const e = await account();
    expect(tally(await Promise.all(wrong(40).map((p) => guess(e, p))))).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
  });

  it('judges at most LOGIN_MAX_FAILURES of 29 wrong guesses and the right password sent together', async () => {
    const e = await account();
    const passwords = wrong(29);
    passwords.splice(14, 0, PASSWORD);
    const statuses = await Promise.all(passwords.map((p) => guess(e, p)));
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.every((s) => [200, 401, 429].includes(s))).toBe(true);
  });

  it('judges exactly LOGIN_MAX_FAILURES of a batch of 100, for a known or an unknown email alike', async () => {
    const known = await account();
    const unknown = `nobody${Date.now()}@example.com`;
    const [k, u] = await Promise.all([known, unknown].map(async (e) => tally(await Promise.all(wrong(100).map((p) => guess(e, p))))));
    expect(k).toEqual({ 401: LIMIT, 429: 100 - LIMIT });
    expect(u).toEqual(k);
  });

  it('forgets earlier failures once the right password is given', async () => {
    const e = await account();
    for (const p of wrong(LIMIT - 1)) expect(await guess(e, p)).toBe(401);
    expect(await guess(e, PASSWORD)).toBe(200);
    for (const p of wrong(LIMIT - 1)) expect(await guess(e, p)).toBe(401);
    expect(await guess(e, PASSWORD)).toBe(200);
  });

  it('locks for LOGIN_LOCK_MINUTES only', async () => {
    const e = await account();
    await Promise.all(wrong(LIMIT + 5).map((p) => guess(e, p)));
    const redis = app.app.get<IORedis>(REDIS);
    // Every failure count and wait of the account; the devices it signed in from are kept longer on purpose.
    const keys = (await redis.keys(`${app.app.get<AppConfig>(CONFIG).QUEUE_PREFIX}:login:${e}:*`)).filter((k) => !k.endsWith(':devices'));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const ttl = await redis.ttl(key);
      expect({ key, ttl: ttl > 0 && ttl <= 15 * 60 }).toEqual({ key, ttl: true });
    }
  });
});

describe('a stranger cannot keep the owner out', () => {
  const LIMIT = 5;
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    // The test's requests come from 127.0.0.1; X-Forwarded-For gives each stranger an address of its own.
    app = await startApp(testEnv({ DATABASE_URL: db.url, LOGIN_MAX_FAILURES: String(LIMIT), TRUSTED_PROXIES: '127.0.0.1,::1' }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  const strangers = (n: number) => Array.from({ length: n }, (_, i) => `198.51.100.${i + 1}`);

  /** Wrong guesses from many addresses, each on a fresh client (no device of the account), as fast as they are answered. */
  async function guessFrom(ips: string[], path: string, email: string, perIp: number) {
    const answers: { status: number; message: string }[] = [];
    await Promise.all(
      ips.map(async (ip) => {
        for (let i = 0; i < perIp; i++) {
          const r = await new ApiClient(app.url).post(path, { email, password: `Wrong-${ip}-${i}` }, from(ip));
          answers.push({ status: r.status, message: r.body.message });
        }
      }),
    );
    return answers;
  }

  it('lets the owner in with the right password on a device they signed in from, however many strangers guess', async () => {
    const owner = new ApiClient(app.url);
    const { user } = await owner.signup();
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD }, from('203.0.113.7'))).status).toBe(200);

    const answers = await guessFrom(strangers(10), '/api/auth/login', user.email, LIMIT * 3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    // Each stranger's own address is judged LIMIT times at most, and guessing from many addresses is slowed too.
    expect(answers.filter((a) => a.status === 401).length).toBeLessThan(10 * LIMIT);
    for (const { message } of refused) {
      expect(message).toMatch(/Try again in \d+ (second|minute)s?, or log in from a device you have logged in on before\.$/);
      expect(message).not.toMatch(/reset/i);
    }

    // The owner, on their device, from their own or any other address: judged, never held back.
    expect((await owner.post('/api/auth/login', { email: user.email, password: 'Wrong-by-the-owner' }, from('203.0.113.7'))).status).toBe(
      401,
    );
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD }, from('192.0.2.44'))).status).toBe(200);
  });

  it('keeps the admin able to sign in while strangers guess the admin password through the customer log-in', async () => {
    const admin = new ApiClient(app.url);
    const login = () =>
      admin.post('/api/admin/auth/login', { email: 'admin@filebridge.test', password: 'test-admin-password-1' }, from('203.0.113.9'));
    expect((await login()).status).toBe(200);
    await guessFrom(strangers(10), '/api/auth/login', 'admin@filebridge.test', LIMIT * 3);
    expect((await login()).status).toBe(200);
  });

  it('knows the device an account was made on', async () => {
    const owner = new ApiClient(app.url);
    const { user } = await owner.signup();
    await guessFrom(strangers(10), '/api/auth/login', user.email, LIMIT * 3);
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD }, from('192.0.2.80'))).status).toBe(200);
  });

  it('locks one address out after LIMIT failures without locking the account for another address', async () => {
    const owner = new ApiClient(app.url);
    const { user } = await owner.signup();
    const stranger = await guessFrom(['198.51.100.200'], '/api/auth/login', user.email, LIMIT + 2);
    expect(stranger.map((a) => a.status)).toEqual([...Array(LIMIT).fill(401), 429, 429]);
    expect(stranger[LIMIT]!.message).toMatch(/^Too many failed attempts from this device or network\. Try again in/);
    // A new device elsewhere waits a little (the account's failures slow new devices), then gets in.
    const elsewhere = new ApiClient(app.url);
    let status = 0;
    await waitUntil(
      async () =>
        (status = (await elsewhere.post('/api/auth/login', { email: user.email, password: PASSWORD }, from('192.0.2.10'))).status) !== 429,
      30_000,
      'the slowed new device to be let in',
    );
    expect(status).toBe(200);
  });
});

describe('rate limits and logs (bff process)', () => {
  it('limits signups per IP and never writes a password to the log', async () => {
    const db = await createTestDatabase();
    const port = await freePort();
    const bff = await startBffProcess(
      testEnv({ DATABASE_URL: db.url, PORT: String(port), RATE_LIMIT_PER_MINUTE: '3', LOG_LEVEL: 'trace' }),
    );
    try {
      const api = new ApiClient(`http://127.0.0.1:${port}`);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await api.post('/api/auth/signup', {
          firstName: 'A',
          lastName: 'B',
          email: `rl${i}${Date.now()}@example.com`,
          password: 'Secret-never-logged-7',
        });
        statuses.push(r.status);
        if (r.status === 429) expect(r.body).toMatchObject({ success: false, code: 'too_many_requests' });
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      await api.post('/api/auth/login', { email: 'x@example.com', password: 'Secret-never-logged-7' });
      expect(bff.output).not.toContain('Secret-never-logged-7');
    } finally {
      await bff.stop();
      await db.drop();
    }
  });

  it('logs the 500 of a failing query without its SQL, parameters or the password hash among them', async () => {
    const db = await createTestDatabase();
    // A constraint this one database has, so the signup's INSERT (the hash among its parameters) fails for real.
    await query(db.url, `ALTER TABLE accounts ADD CONSTRAINT refuse_boom CHECK (first_name <> 'Boom')`);
    const port = await freePort();
    const bff = await startBffProcess(testEnv({ DATABASE_URL: db.url, PORT: String(port) }));
    try {
      const res = await new ApiClient(`http://127.0.0.1:${port}`).post('/api/auth/signup', {
        firstName: 'Boom',
        lastName: 'B',
        email: 'boom-leak@example.com',
        password: 'Secret-never-logged-7',
      });
      expect(res.status).toBe(500);
      await waitUntil(() => bff.output.includes('unhandled error'), 10_000, 'the 500 to be logged');
      expect(bff.output).toContain('refuse_boom');
      for (const secret of ['$argon2id', 'INSERT INTO', 'Failing row', 'boom-leak@example.com', 'Secret-never-logged-7'])
        expect(bff.output).not.toContain(secret);
    } finally {
      await bff.stop();
      await db.drop();
    }
  });
});
