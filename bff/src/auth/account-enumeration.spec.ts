import { ApiClient, createTestDatabase, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';

const PASSWORD = 'Correct-horse-42';
/** Tries per path: enough for a median that one slow request on a loaded machine cannot move. */
const TRIES = 15;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await call();
  return [result, performance.now() - start];
}

/**
 * Whether an address has an account must not show in the answers of sign-up and password reset,
 * nor in how long they take. Time is compared as a ratio of medians taken side by side, so a
 * loaded machine slows both paths alike; no duration is asserted on its own.
 */
describe('sign-up and password reset do not tell who has an account', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, TRUSTED_PROXIES: '127.0.0.1,::1' }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const email = () => `t${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  let ip = 10;
  /** Each request from its own client address, so per-address budgets never refuse one path and not the other. */
  const fromNewIp = () => ({ headers: { 'x-forwarded-for': `203.0.113.${ip++}` } });

  async function existingAddresses(n: number): Promise<string[]> {
    const addresses: string[] = [];
    for (let i = 0; i < n; i++) addresses.push((await new ApiClient(app.url).signup({ email: email(), password: PASSWORD })).user.email);
    return addresses;
  }

  /** Runs both paths in turns and answers each one's answers and durations. */
  async function sideBySide<T>(existing: string[], call: (address: string) => Promise<T>) {
    const known: [T, number][] = [];
    const unknown: [T, number][] = [];
    for (const address of existing) {
      known.push(await timed(() => call(address)));
      unknown.push(await timed(() => call(email())));
    }
    return { known, unknown };
  }

  const signup = (address: string) =>
    new ApiClient(app.url).post(
      '/api/auth/signup',
      { firstName: 'Sam', lastName: 'Ortiz', email: address, password: PASSWORD },
      fromNewIp(),
    );
  const reset = (address: string) => new ApiClient(app.url).post('/api/auth/password-reset', { email: address }, fromNewIp());

  it('sign-up answers the same status and fields, in about the same time, for a used and a new address', async () => {
    const { known, unknown } = await sideBySide(await existingAddresses(TRIES), signup);
    for (const [res] of [...known, ...unknown]) {
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['success', 'token', 'user']);
      expect(Object.keys(res.body.user).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'phone', 'profilePicture']);
    }
    const ratio = median(known.map(([, ms]) => ms)) / median(unknown.map(([, ms]) => ms));
    expect(ratio).toBeGreaterThanOrEqual(0.5);
    expect(ratio).toBeLessThanOrEqual(2);
  });

  it('password reset answers the same body, in about the same time, for a used and an unknown address', async () => {
    const { known, unknown } = await sideBySide(await existingAddresses(TRIES), reset);
    const [first] = known[0]!;
    for (const [res] of [...known, ...unknown]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    const ratio = median(known.map(([, ms]) => ms)) / median(unknown.map(([, ms]) => ms));
    expect(ratio).toBeGreaterThanOrEqual(0.5);
    expect(ratio).toBeLessThanOrEqual(2);
  });
});
