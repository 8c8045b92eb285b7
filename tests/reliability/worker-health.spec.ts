import {
  createTestDatabase,
  freePort,
  startWorker,
  testEnv,
  waitUntil,
  type ServiceProcess,
  type TestDatabase,
} from '@filebridge/test-support';

/**
 * A kubelet or Docker probe reaches a worker over the pod's network, not its loopback: the health
 * endpoint listens on every interface unless WORKER_HEALTH_HOST narrows it. 127.0.0.2 is a second
 * loopback address, which a server bound to 127.0.0.1 alone does not answer on.
 */
describe('worker health endpoint (real worker process)', () => {
  let db: TestDatabase;
  const workers: ServiceProcess[] = [];
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await db.drop();
  }, 30_000);

  async function worker(env: Record<string, string>) {
    const port = await freePort();
    const w = await startWorker('mailing-worker', testEnv({ DATABASE_URL: db.url, WORKER_HEALTH_PORT: String(port), ...env }));
    workers.push(w);
    await w.waitForLog('health endpoint listening');
    return port;
  }
  const get = (url: string) =>
    fetch(url).then(
      async (r) => ({ status: r.status, body: await r.json() }),
      (e: Error) => ({ status: 0, body: String(e.cause ?? e) }),
    );

  it('listens on every interface by default, answering liveness and readiness', async () => {
    const port = await worker({});
    for (const host of ['127.0.0.1', '127.0.0.2']) {
      expect(await get(`http://${host}:${port}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
      await waitUntil(async () => (await get(`http://${host}:${port}/health/ready`)).status === 200, 10_000, 'ready');
      expect((await get(`http://${host}:${port}/health/ready`)).body).toMatchObject({ status: 'ready' });
    }
  });

  it('listens only where WORKER_HEALTH_HOST says', async () => {
    const port = await worker({ WORKER_HEALTH_HOST: '127.0.0.1' });
    expect((await get(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    expect((await get(`http://127.0.0.2:${port}/health`)).status).toBe(0);
  });
});
