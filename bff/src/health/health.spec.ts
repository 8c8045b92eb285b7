import { ALL_QUEUES } from '@filebridge/contracts';
import { QUEUES, type QueueRegistry } from '@filebridge/platform';
import {
  ApiClient,
  createTestDatabase,
  deleteKeys,
  freePort,
  startApp,
  testEnv,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

describe('health endpoints', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db.drop());

  it('reports ready when PostgreSQL and Redis answer', async () => {
    const app = await startApp(testEnv({ DATABASE_URL: db.url }));
    try {
      const api = new ApiClient(app.url);
      expect((await api.get('/api/health')).body).toEqual({ status: 'ok' });
      const ready = await api.get('/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({ database: { status: 'up' }, redis: { status: 'up' } });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming Redis when Redis is down, and the liveness probe stays up', async () => {
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    const app: RunningApp = await startApp(testEnv({ DATABASE_URL: db.url, REDIS_URL: deadRedis }));
    try {
      const api = new ApiClient(app.url);
      const ready = await api.get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ success: false, code: 'unavailable', message: 'Not ready: redis unavailable' });
      expect(ready.body.checks.database.status).toBe('up');
      expect((await api.get('/api/health')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the database when PostgreSQL is gone', async () => {
    const other = await createTestDatabase();
    const app = await startApp(testEnv({ DATABASE_URL: other.url }));
    try {
      await other.drop();
      const ready = await new ApiClient(app.url).get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.message).toBe('Not ready: database unavailable');
    } finally {
      await app.close();
    }
  });

  it('serves Prometheus metrics and the OpenAPI document', async () => {
    const app = await startApp(testEnv({ DATABASE_URL: db.url }));
    try {
      const api = new ApiClient(app.url);
      const metrics = await api.get('/metrics');
      expect(metrics.status).toBe(200);
      expect(String(metrics.body)).toContain('filebridge_http_request_duration_seconds');
      const docs = await api.get('/api/docs-json');
      expect(docs.status).toBe(200);
      expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/order/create', '/api/services/slug/{slug}']));
    } finally {
      await app.close();
    }
  });

  it('serves the depth of every queue by state, read from Redis at each scrape', async () => {
    const env = testEnv({ DATABASE_URL: db.url });
    const app = await startApp(env);
    try {
      const newsletter = app.app.get<QueueRegistry>(QUEUES).get('newsletter');
      await newsletter.addBulk([
        { name: 'newsletter.subscribed', data: { email: 'a@example.com' } },
        { name: 'newsletter.subscribed', data: { email: 'b@example.com' } },
        { name: 'newsletter.subscribed', data: { email: 'c@example.com' }, opts: { delay: 3_600_000 } },
      ]);
      const text = String((await new ApiClient(app.url).get('/metrics')).body);
      const depth = (queue: string, state: string) =>
        Number(new RegExp(`^filebridge_queue_jobs\\{queue="${queue}",state="${state}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
      expect(depth('newsletter', 'waiting')).toBe(2);
      expect(depth('newsletter', 'delayed')).toBe(1);
      for (const queue of ALL_QUEUES)
        for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(depth(queue, state)).toEqual(expect.any(Number));
    } finally {
      await app.close();
      await deleteKeys(env.REDIS_URL!, env.QUEUE_PREFIX!);
    }
  });
});
