import { ApiClient, createTestDatabase, query, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';
import { totpCode } from '@filebridge/platform';

const PASSWORD = 'Correct-horse-42';
const STEP_MS = 30_000;

describe('two-step sign-in (TOTP)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, SECOND_FACTOR_CODE_LIMIT: '5' }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  /** A customer with the second factor on: the secret their app holds and their recovery codes. */
  async function enrolled() {
    const api = new ApiClient(app.url);
    const { user } = await api.signup({ password: PASSWORD });
    const enrol = await api.post('/api/auth/2fa/enrol', { password: PASSWORD });
    expect(enrol.status).toBe(200);
    const { secret, uri, qrSvg } = enrol.body.data;
    expect(uri).toBe(
      `otpauth://totp/Filebridge:${encodeURIComponent(user.email)}?issuer=Filebridge&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const confirm = await api.post('/api/auth/2fa/confirm', { code: totpCode(secret) });
    expect(confirm.status).toBe(200);
    return { api, user, secret: secret as string, codes: confirm.body.data.recoveryCodes as string[] };
  }

  it('enrols with a first code, keeps the secret encrypted and the recovery codes hashed', async () => {
    const { api, user, secret, codes } = await enrolled();
    expect(codes).toHaveLength(10);
    expect((await api.get('/api/auth/2fa')).body.data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const [row] = await query<{ secret_sealed: string }>(db.url, `SELECT secret_sealed FROM account_second_factors WHERE account_id = $1`, [
      user.id,
    ]);
    expect(row!.secret_sealed).not.toContain(secret);
    const hashes = await query<{ code_hash: string }>(db.url, `SELECT code_hash FROM account_recovery_codes WHERE account_id = $1`, [
      user.id,
    ]);
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
    expect((await api.post('/api/auth/2fa/enrol', { password: PASSWORD })).status).toBe(409);
  });

  it('asks for the password to start, and refuses a wrong first code', async () => {
    const api = new ApiClient(app.url);
    await api.signup();
    const noPassword = await api.post('/api/auth/2fa/enrol', { password: 'not-my-password' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.details).toEqual([{ path: 'password', message: 'Your password is not correct.' }]);
    await api.post('/api/auth/2fa/enrol', { password: PASSWORD });
    const res = await api.post('/api/auth/2fa/confirm', { code: '000000' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'code', message: 'That code is not right, or was already used.' }]);
    expect((await api.get('/api/auth/2fa')).body.data.enabled).toBe(false);
  });

  it('asks for the code at log-in, takes each code once, and takes a recovery code once', async () => {
    const { user, secret, codes } = await enrolled();
    const login = await new ApiClient(app.url).post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ success: true, twoFactorRequired: true, challengeId: expect.any(String) });
    expect(login.body.token).toBeUndefined();
    // The challenge is no session.
    expect((await new ApiClient(app.url).get('/api/auth/me', { token: login.body.challengeId })).status).toBe(401);

    // The enrolment used this step's code: the next step's is accepted, once.
    const next = totpCode(secret, Date.now() + STEP_MS);
    const done = await new ApiClient(app.url).post('/api/auth/login/2fa', { challengeId: login.body.challengeId, code: next });
    expect(done.status).toBe(200);
    const me = new ApiClient(app.url);
    me.token = done.body.token;
    expect((await me.get('/api/auth/me')).status).toBe(200);
    expect((await new ApiClient(app.url).post('/api/auth/login/2fa', { challengeId: login.body.challengeId, code: next })).status).toBe(
      400,
    );

    const recovered = await new ApiClient(app.url).post('/api/auth/login/2fa', {
      challengeId: login.body.challengeId,
      code: codes[0]!.toUpperCase(),
    });
    expect(recovered.status).toBe(200);
    expect((await new ApiClient(app.url).post('/api/auth/login/2fa', { challengeId: login.body.challengeId, code: codes[0] })).status).toBe(
      400,
    );
    expect((await me.get('/api/auth/2fa')).body.data.recoveryCodesLeft).toBe(9);
  });

  it('refuses a forged challenge, and stops guessing after a few codes', async () => {
    const { user } = await enrolled();
    expect((await new ApiClient(app.url).post('/api/auth/login/2fa', { challengeId: 'forged', code: '123456' })).status).toBe(401);
    const { challengeId } = (await new ApiClient(app.url).post('/api/auth/login', { email: user.email, password: PASSWORD })).body;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await new ApiClient(app.url).post('/api/auth/login/2fa', { challengeId, code: '000000' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('turns off with a code, and log-in needs only the password again', async () => {
    const { api, user, codes } = await enrolled();
    expect((await api.post('/api/auth/2fa/disable', { code: 'aaaaa-aaaaa' })).status).toBe(400);
    expect((await api.post('/api/auth/2fa/disable', { code: codes[3] })).status).toBe(200);
    expect((await api.get('/api/auth/2fa')).body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const login = await new ApiClient(app.url).post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.body.token).toEqual(expect.any(String));
  });
});
