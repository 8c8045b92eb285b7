import { ApiClient, createTestDatabase, query, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';
import { PASSWORD_RESET_SENT } from '@filebridge/contracts';
import { totpCode } from '@filebridge/platform';

const PASSWORD = 'Correct-horse-42';
const NEW_PASSWORD = 'a new and long passphrase';

describe('password reset by mail', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, FRONTEND_ORIGIN: 'https://site.example', TRUSTED_PROXIES: '127.0.0.1,::1' }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const email = () => `r${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  /** Each test asks from its own client address, so the per-IP budget of one does not spend another's. */
  let ipCounter = 10;
  const fromNewIp = () => ({ headers: { 'x-forwarded-for': `198.51.100.${ipCounter++}` } });

  /** The reset mails written for an address, oldest first. */
  const mails = (to: string) =>
    query<{ payload: { idempotencyKey: string; template: string; to: string; data: { firstName: string; resetUrl: string } } }>(
      db.url,
      `SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->>'template' = 'password-reset' AND lower(payload->>'to') = lower($1) ORDER BY id`,
      [to],
    ).then((rows) => rows.map((r) => r.payload));
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  async function customer() {
    const api = new ApiClient(app.url);
    const { user } = await api.signup({ email: email(), password: PASSWORD });
    return { api, user };
  }

  it('answers the same whether or not an account uses the address, and mails only a real account, once', async () => {
    const { user } = await customer();
    const opts = fromNewIp();
    const known = await new ApiClient(app.url).post('/api/auth/password-reset', { email: user.email.toUpperCase() }, opts);
    const unknown = await new ApiClient(app.url).post('/api/auth/password-reset', { email: email() }, opts);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(PASSWORD_RESET_SENT);
    const sent = await mails(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: user.email, data: { firstName: 'Dana' } });
    expect(sent[0]!.data.resetUrl).toMatch(/^https:\/\/site\.example\/reset-password\?token=[\w-]{43}$/);
    // Only the hash is stored.
    const stored = await query<{ token_hash: string }>(db.url, `SELECT token_hash FROM password_resets`);
    expect(stored.map((r) => r.token_hash)).not.toContain(tokenOf(sent[0]!.data.resetUrl));
  });

  it('sets the new password, signs every device out, signs this one in, and works only once', async () => {
    const { api, user } = await customer();
    const other = new ApiClient(app.url);
    other.token = (await other.post('/api/auth/login', { email: user.email, password: PASSWORD })).body.token;
    await new ApiClient(app.url).post('/api/auth/password-reset', { email: user.email }, fromNewIp());
    const [mail] = await mails(user.email);
    const token = tokenOf(mail!.data.resetUrl);

    const browser = new ApiClient(app.url);
    const done = await browser.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(user.email);
    browser.token = done.body.token;
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    expect((await api.get('/api/auth/me')).status).toBe(401);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await new ApiClient(app.url).post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
    expect((await new ApiClient(app.url).post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await new ApiClient(app.url).post('/api/auth/password-reset/confirm', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'reset_link_used',
      message: 'This password reset link has expired or was already used. Ask for a new one.',
    });
  });

  it('still asks for the second factor of an account that has one, and counts the address as verified', async () => {
    const { api, user } = await customer();
    const { secret } = (await api.post('/api/auth/2fa/enrol', { password: PASSWORD })).body.data;
    expect((await api.post('/api/auth/2fa/confirm', { code: totpCode(secret) })).status).toBe(200);
    await new ApiClient(app.url).post('/api/auth/password-reset', { email: user.email }, fromNewIp());
    const [mail] = await mails(user.email);

    const done = await new ApiClient(app.url).post('/api/auth/password-reset/confirm', {
      token: tokenOf(mail!.data.resetUrl),
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, twoFactorRequired: true, challengeId: expect.any(String) });
    const second = await new ApiClient(app.url).post('/api/auth/login/2fa', {
      challengeId: done.body.challengeId,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(second.status).toBe(200);
    const browser = new ApiClient(app.url);
    browser.token = second.body.token;
    expect((await browser.get('/api/auth/email')).body.data.verified).toBe(true);
  });

  it('honours only the newest link', async () => {
    const { user } = await customer();
    const opts = fromNewIp();
    await new ApiClient(app.url).post('/api/auth/password-reset', { email: user.email }, opts);
    await new ApiClient(app.url).post('/api/auth/password-reset', { email: user.email }, opts);
    const [first, second] = await mails(user.email);
    expect(first!.idempotencyKey).not.toBe(second!.idempotencyKey);
    const old = await new ApiClient(app.url).post('/api/auth/password-reset/confirm', {
      token: tokenOf(first!.data.resetUrl),
      password: NEW_PASSWORD,
    });
    expect(old.status).toBe(400);
    const newest = await new ApiClient(app.url).post('/api/auth/password-reset/confirm', {
      token: tokenOf(second!.data.resetUrl),
      password: NEW_PASSWORD,
    });
    expect(newest.status).toBe(200);
  });

  it('refuses an expired link, and one asked before the password changed', async () => {
    const { api, user } = await customer();
    await new ApiClient(app.url).post('/api/auth/password-reset', { email: user.email }, fromNewIp());
    const [mail] = await mails(user.email);
    await query(db.url, `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE account_id = $1`, [user.id]);
    expect(
      (
        await new ApiClient(app.url).post('/api/auth/password-reset/confirm', {
          token: tokenOf(mail!.data.resetUrl),
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(400);

    await new ApiClient(app.url).post('/api/auth/password-reset', { email: user.email }, fromNewIp());
    const [, fresh] = await mails(user.email);
    expect((await api.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(
      (
        await new ApiClient(app.url).post('/api/auth/password-reset/confirm', {
          token: tokenOf(fresh!.data.resetUrl),
          password: 'yet another passphrase',
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a weak new password with the field rule, and a malformed token', async () => {
    const weak = await new ApiClient(app.url).post('/api/auth/password-reset/confirm', { token: 'x'.repeat(43), password: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('This password is one of the most commonly used, so it is easy to guess. Choose another.');
    const bad = await new ApiClient(app.url).post('/api/auth/password-reset/confirm', { token: 'nope', password: NEW_PASSWORD });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('This password reset link is not valid. Ask for a new one.');
  });

  it('limits requests per address, whether or not an account uses it', async () => {
    for (const address of [email(), (await customer()).user.email]) {
      for (let i = 0; i < 3; i++)
        expect((await new ApiClient(app.url).post('/api/auth/password-reset', { email: address }, fromNewIp())).status).toBe(200);
      const limited = await new ApiClient(app.url).post('/api/auth/password-reset', { email: address }, fromNewIp());
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('too_many_requests');
    }
  });

  it('limits requests per client address', async () => {
    const opts = fromNewIp();
    for (let i = 0; i < 10; i++)
      expect((await new ApiClient(app.url).post('/api/auth/password-reset', { email: email() }, opts)).status).toBe(200);
    expect((await new ApiClient(app.url).post('/api/auth/password-reset', { email: email() }, opts)).status).toBe(429);
  });

  it('changing the password keeps this device, ends the others, and asks for the current one', async () => {
    const { api, user } = await customer();
    const other = new ApiClient(app.url);
    other.token = (await other.post('/api/auth/login', { email: user.email, password: PASSWORD })).body.token;
    const wrong = await api.post('/api/auth/password', { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct.' }]);
    expect((await api.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await api.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });
});
