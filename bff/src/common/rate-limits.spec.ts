import { JwtService } from '@nestjs/jwt';
import IORedis from 'ioredis';
import {
  ApiClient,
  createTestDatabase,
  discoverRoutes,
  startApp,
  testEnv,
  validBodies,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

const UUID = '00000000-0000-4000-8000-000000000000';
const forwardedFor = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** Runs `fn` against a fresh bff on its own database with `env` on top of the test defaults. */
async function withApp(env: Record<string, string>, fn: (app: RunningApp) => Promise<void>): Promise<void> {
  const db: TestDatabase = await createTestDatabase();
  const app = await startApp(testEnv({ DATABASE_URL: db.url, ...env }));
  try {
    await fn(app);
  } finally {
    await app.close();
    await db.drop();
  }
}

async function inBatches<T>(count: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => fn(i + j)))));
  return out;
}

describe('forwarded client addresses', () => {
  const signupsRotatingForwardedFor = (app: RunningApp) =>
    inBatches(
      40,
      8,
      async (i) => (await new ApiClient(app.url).post('/api/auth/signup', validBodies.signup(), forwardedFor(`203.0.113.${i}`))).status,
    );

  it('ignores X-Forwarded-For by default, so rotating it does not escape the per-IP limit', async () => {
    await withApp({ RATE_LIMIT_PER_MINUTE: '5' }, async (app) => {
      const statuses = await signupsRotatingForwardedFor(app);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    });
  }, 60_000);

  it('believes X-Forwarded-For from an address listed in TRUSTED_PROXIES', async () => {
    await withApp({ RATE_LIMIT_PER_MINUTE: '5', TRUSTED_PROXIES: '127.0.0.1' }, async (app) => {
      expect(new Set(await signupsRotatingForwardedFor(app))).toEqual(new Set([201]));
    });
  }, 60_000);
});

describe('every write route is rate limited', () => {
  it('limits every state-changing call per IP, reads and the signed webhook aside', async () => {
    await withApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3' }, async (app) => {
      const api = new ApiClient(app.url);
      for (let i = 0; i < 3; i++) expect((await api.post('/api/newsletter/subscribe', validBodies.newsletter())).status).toBe(200);

      const writes = discoverRoutes(app.app).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
      expect(writes.length).toBeGreaterThan(10);
      const answers = [];
      for (const route of writes) {
        const path = route.path
          .replace(/:(id|serviceId)/, UUID)
          .replace(':queue', 'orders')
          .replace(':jobId', 'x');
        answers.push({ route: `${route.method} ${route.path}`, status: (await api.request(route.method, path, {})).status });
      }
      const boardWrite = await api.request('PUT', '/api/admin/board/api/queues/orders/pause', {});
      answers.push({ route: 'PUT queue board', status: boardWrite.status });
      expect(answers.filter((a) => a.status !== 429 && a.route !== 'POST /api/webhooks/stripe')).toEqual([]);
      expect(answers.find((a) => a.route === 'POST /api/webhooks/stripe')?.status).toBe(400);
      expect(boardWrite.body).toMatchObject({ success: false, code: 'too_many_requests' });
      expect(boardWrite.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await api.get('/api/health')).status).toBe(200);
      expect((await api.get('/api/services')).status).toBe(200);
    });
  }, 60_000);

  it('sets the window again on a write counter that lost its expiry, so it never blocks for good', async () => {
    const env = testEnv({ WRITE_RATE_LIMIT_PER_MINUTE: '3' });
    await withApp(env, async (app) => {
      const redis = new IORedis(env.REDIS_URL!);
      try {
        const key = `${env.QUEUE_PREFIX}:throttle:writes:ip:127.0.0.1`;
        await redis.set(key, '50');
        const refused = await new ApiClient(app.url).post('/api/newsletter/subscribe', validBodies.newsletter());
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        expect(await redis.pttl(key)).toBeGreaterThan(0);
      } finally {
        redis.disconnect();
      }
    });
  });

  it('limits signed-in writes per account, whichever IP they come from', async () => {
    await withApp({ ACCOUNT_RATE_LIMIT_PER_MINUTE: '3', TRUSTED_PROXIES: '127.0.0.1' }, async (app) => {
      const a = new ApiClient(app.url);
      const b = new ApiClient(app.url);
      await a.signup();
      await b.signup();
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await a.patch('/api/auth/me', validBodies.profile(), forwardedFor(`198.51.100.${i}`))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await a.patch('/api/auth/me', validBodies.profile(), forwardedFor('198.51.100.99'));
      expect(limited.body).toMatchObject({ success: false, code: 'too_many_requests' });
      expect((await b.patch('/api/auth/me', validBodies.profile())).status).toBe(200);

      const admin = new ApiClient(app.url);
      await admin.adminLogin();
      const transitions = [];
      for (let i = 0; i < 4; i++)
        transitions.push(
          (await admin.post(`/api/admin/orders/${UUID}/transition`, validBodies.transition(), forwardedFor(`192.0.2.${i}`))).status,
        );
      expect(transitions).toEqual([404, 404, 404, 429]);
    });
  }, 60_000);

  it('never charges a forged token to the account it names', async () => {
    await withApp({ ACCOUNT_RATE_LIMIT_PER_MINUTE: '3' }, async (app) => {
      const victim = new ApiClient(app.url);
      const { user } = await victim.signup();
      const attacker = new ApiClient(app.url);
      const own = (await attacker.signup()).token;
      const [header, , signature] = own.split('.');
      const claims = { sub: user.id, tv: 0, aud: 'customer', iss: 'filebridge', exp: Math.floor(Date.now() / 1000) + 600 };
      const forged = [
        // The victim's id under the attacker's signature.
        [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.'),
        // The victim's id signed with a secret that is not ours.
        new JwtService({ secret: 'not-the-secret-of-this-bff-0123456789' }).sign(claims),
      ];
      for (let i = 0; i < 10; i++)
        expect((await attacker.patch('/api/auth/me', validBodies.profile(), { token: forged[i % 2] })).status).toBe(401);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await victim.patch('/api/auth/me', validBodies.profile())).status);
      expect(statuses).toEqual([200, 200, 200]);
    });
  }, 60_000);
});
