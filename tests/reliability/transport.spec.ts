import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import { deleteKeys, testRedisUrl, uniquePrefix, waitUntil } from '@filebridge/test-support';

interface ProbeEvent {
  event: 'start' | 'finish';
  id: string;
  pid: number;
  attempt: number;
  at: number;
}

describe('BullMQ transport (real worker processes)', () => {
  const prefix = uniquePrefix();
  const redisUrl = testRedisUrl();
  const redis = new IORedis(redisUrl);
  // BullMQ never closes a connection it is handed (QueueEvents takes a copy of it), so the suite closes its own.
  const producer = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('orders', { connection: producer, prefix });
  const events = new QueueEvents('orders', { connection: producer, prefix });
  const workers: ChildProcess[] = [];

  const startProbe = async () => {
    const child = spawn(process.execPath, [path.join(__dirname, 'fixtures/probe-worker.js')], {
      env: { ...process.env, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.push(child);
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    await waitUntil(() => out.includes('consuming'), 20_000, 'probe worker to start');
    return Object.assign(child, { output: () => out });
  };
  const probeEvents = async (id: string): Promise<ProbeEvent[]> =>
    (await redis.lrange(`${prefix}:probe-events`, 0, -1)).map((e) => JSON.parse(e) as ProbeEvent).filter((e) => e.id === id);

  beforeAll(() => events.waitUntilReady());
  afterEach(() => {
    for (const w of workers.splice(0)) if (w.exitCode === null) w.kill('SIGKILL');
  });
  afterAll(async () => {
    await events.close();
    await queue.close();
    await deleteKeys(redisUrl, prefix);
    producer.disconnect();
    redis.disconnect();
  });

  it('completes a job only after the handler promise settles', async () => {
    await startProbe();
    const job = await queue.add('probe.work', { id: 'slow', delayMs: 1200 });
    await waitUntil(async () => (await probeEvents('slow')).length > 0, 10_000, 'the job to start');
    expect(await job.getState()).toBe('active');
    await job.waitUntilFinished(events, 20_000);
    const done = await queue.getJob(job.id!);
    const finish = (await probeEvents('slow')).find((e) => e.event === 'finish')!;
    expect(finish).toBeDefined();
    expect(done!.finishedOn!).toBeGreaterThanOrEqual(finish.at);
    expect(done!.returnvalue).toBe('done');
  });

  it('fails a job whose handler throws and retries it with exponential backoff', async () => {
    await startProbe();
    const job = await queue.add('probe.work', { id: 'flaky', failTimes: 2 }, { attempts: 3, backoff: { type: 'exponential', delay: 300 } });
    await job.waitUntilFinished(events, 30_000);
    const starts = (await probeEvents('flaky')).filter((e) => e.event === 'start');
    expect(starts.map((s) => s.attempt)).toEqual([1, 2, 3]);
    // BullMQ waits at least delay · 2^(attempt−1) before each retry.
    expect(starts[1]!.at - starts[0]!.at).toBeGreaterThanOrEqual(300);
    expect(starts[2]!.at - starts[1]!.at).toBeGreaterThanOrEqual(600);
    expect((await queue.getJob(job.id!))!.attemptsMade).toBe(3);
  });

  it('skips the remaining attempts on UnrecoverableError and keeps the job in the failed set', async () => {
    await startProbe();
    const job = await queue.add('probe.work', { id: 'poison', unrecoverable: true }, { attempts: 5 });
    await expect(job.waitUntilFinished(events, 20_000)).rejects.toThrow('poison message');
    const failed = await queue.getJob(job.id!);
    expect(await failed!.getState()).toBe('failed');
    expect((await probeEvents('poison')).filter((e) => e.event === 'start')).toHaveLength(1);
  });

  it('redelivers the job of a worker killed with SIGKILL to another worker', async () => {
    const first = await startProbe();
    const job = await queue.add('probe.work', { id: 'orphan', delayMs: 1000 });
    await waitUntil(async () => (await probeEvents('orphan')).some((e) => e.event === 'start'), 20_000, 'the first worker to take the job');
    first.kill('SIGKILL');
    const second = await startProbe();
    await waitUntil(async () => (await job.getState()) === 'completed', 50_000, 'another worker to complete the job');
    const finish = (await probeEvents('orphan')).find((e) => e.event === 'finish')!;
    expect(finish.pid).toBe(second.pid);
  }, 120_000);

  it('drains on SIGTERM: the job in hand finishes before the process exits', async () => {
    const worker = await startProbe();
    const job = await queue.add('probe.work', { id: 'drain', delayMs: 1500 });
    await waitUntil(async () => (await probeEvents('drain')).some((e) => e.event === 'start'), 10_000, 'the job to start');
    const exited = new Promise<number | null>((r) => worker.once('exit', (code) => r(code)));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await (await queue.getJob(job.id!))!.getState()).toBe('completed');
    expect(worker.output()).toContain('drained');
  });
});
