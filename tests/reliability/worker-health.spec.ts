import {
  createTestDatabase,
  freePort,
  startWorker,
  testEnv,
  waitUntil,
  type ServiceProcess,
  type TestDatabase,
} from '@filebridge/test-support';
import { Queue } from 'bullmq';

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

  it('exports Prometheus metrics of the jobs it handles on the same port', async () => {
    const env = testEnv({ DATABASE_URL: db.url, WORKER_HEALTH_PORT: String(await freePort()) });
    const w = await startWorker('mailing-worker', env);
    workers.push(w);
    await w.waitForLog('health endpoint listening');
    const url = `http://127.0.0.1:${env.WORKER_HEALTH_PORT}/metrics`;
    const queue = new Queue('newsletter', { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });
    try {
      // SMTP_URL points at a closed port: the send throws and the one attempt counts as failed.
      await queue.add('newsletter.subscribed', { email: 'metrics@example.com' }, { attempts: 1 });
      /** A sample's value by its name and labels, whatever order prom-client prints the labels in. */
      const metric = async (name: string, labels: string[]) => {
        const text = await (await fetch(url)).text();
        const line = text
          .split('\n')
          .find(
            (l) => l.startsWith(`${name}{`) && labels.every((label) => l.slice(name.length, l.indexOf('}')).split(/[{,]/).includes(label)),
          );
        return line === undefined ? 0 : Number(line.slice(line.indexOf('} ') + 2));
      };
      const job = ['queue="newsletter"', 'job="newsletter.subscribed"', 'service="mailing-worker"'];
      await waitUntil(async () => (await metric('filebridge_worker_jobs_failed_total', job)) === 1, 20_000, 'the failure counted');
      expect(await metric('filebridge_worker_jobs_completed_total', job)).toBe(0);
      expect(await metric('filebridge_worker_job_duration_seconds_count', [...job, 'outcome="failed"'])).toBe(1);
      expect(await metric('filebridge_worker_jobs_in_flight', ['queue="newsletter"'])).toBe(0);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
