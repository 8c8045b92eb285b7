import { ApiClient, createTestDatabase, query, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';
import { ForbiddenException } from '@nestjs/common';
import type { Principal } from '../common';
import { requireVerifiedEmail } from './verified-email.guard';

const PASSWORD = 'Correct-horse-42';

describe('verified email', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, FRONTEND_ORIGIN: 'https://site.example' }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const email = () => `v${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  type Mail = { idempotencyKey: string; template: string; to: string; data: Record<string, string> };
  const mails = (template: string, to: string) =>
    query<{ payload: Mail }>(
      db.url,
      `SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->>'template' = $1 AND lower(payload->>'to') = lower($2) ORDER BY id`,
      [template, to],
    ).then((rows) => rows.map((r) => r.payload));
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  async function customer() {
    const api = new ApiClient(app.url);
    const { user } = await api.signup({ email: email(), password: PASSWORD });
    return { api, user };
  }

  it('mails one verification link at sign-up; opening it verifies the address, once', async () => {
    const { api, user } = await customer();
    expect((await api.get('/api/auth/email')).body.data).toEqual({ email: user.email, verified: false, pendingEmail: null });
    const sent = await mails('verify-email', user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data.verifyUrl).toMatch(/^https:\/\/site\.example\/verify-email\?token=[\w-]{43}$/);

    const token = tokenOf(sent[0]!.data.verifyUrl!);
    const done = await new ApiClient(app.url).post('/api/auth/email/verify', { token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: user.email, message: `Thank you: ${user.email} is verified.` });
    expect((await api.get('/api/auth/email')).body.data.verified).toBe(true);
    const again = await new ApiClient(app.url).post('/api/auth/email/verify', { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('verification_used');
  });

  it('resends a link (only the newest works), and limits resends', async () => {
    const { api, user } = await customer();
    const resent = await api.post('/api/auth/email/verification');
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(`We sent a new verification link to ${user.email}.`);
    const [first, second] = await mails('verify-email', user.email);
    expect((await new ApiClient(app.url).post('/api/auth/email/verify', { token: tokenOf(first!.data.verifyUrl!) })).status).toBe(400);
    expect((await new ApiClient(app.url).post('/api/auth/email/verify', { token: tokenOf(second!.data.verifyUrl!) })).status).toBe(200);
    expect((await api.post('/api/auth/email/verification')).body.message).toBe('Your email address is already verified.');
    await api.post('/api/auth/email/verification');
    const limited = await api.post('/api/auth/email/verification');
    expect(limited.status).toBe(429);
  });

  it('changes the address only once the new one is verified, and tells the old one', async () => {
    const { api, user } = await customer();
    const next = email();
    const wrong = await api.post('/api/auth/email', { email: next, password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: 'password', message: 'Your password is not correct.' }]);

    const asked = await api.post('/api/auth/email', { email: next, password: PASSWORD });
    expect(asked.status).toBe(200);
    expect((await api.get('/api/auth/email')).body.data).toEqual({ email: user.email, verified: false, pendingEmail: next });
    const notices = await mails('email-changed', user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ newEmail: next });
    const links = await mails('verify-email', next);
    expect(links).toHaveLength(1);
    const [link] = links;

    expect((await new ApiClient(app.url).post('/api/auth/email/verify', { token: tokenOf(link!.data.verifyUrl!) })).status).toBe(200);
    expect((await api.get('/api/auth/email')).body.data).toEqual({ email: next, verified: true, pendingEmail: null });
    expect((await new ApiClient(app.url).post('/api/auth/login', { email: next, password: PASSWORD })).status).toBe(200);
    // Completing the change mails nobody again: one notice and one link for the one change.
    expect(await mails('email-changed', user.email)).toHaveLength(1);
    expect(await mails('verify-email', next)).toHaveLength(1);
  });

  it('does not take an address another account has by the time the link is opened', async () => {
    const { api } = await customer();
    const taken = email();
    await api.post('/api/auth/email', { email: taken, password: PASSWORD });
    await new ApiClient(app.url).signup({ email: taken, password: PASSWORD });
    const [link] = await mails('verify-email', taken);
    const res = await new ApiClient(app.url).post('/api/auth/email/verify', { token: tokenOf(link!.data.verifyUrl!) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Another account uses this address now, so your address was not changed.');
  });

  it('requireVerifiedEmail refuses an unverified customer with how to verify', () => {
    const p: Principal = { id: 'a', role: 'customer', email: 'a@example.com', sessionId: 's', emailVerified: false };
    expect(() => requireVerifiedEmail(p)).toThrow(ForbiddenException);
    expect(() => requireVerifiedEmail({ ...p, emailVerified: true })).not.toThrow();
  });
});
