import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { Type } from '@nestjs/common';
import type { WorkerOptions } from 'bullmq';
import { DataSource } from 'typeorm';
import type { QueueName } from '@filebridge/contracts';
import { loadConfig, type WorkerConcurrencySetting } from '../config/config';
import { createLogger } from '../logging/logger';
import { checkReadiness, type ReadinessCheck } from '../health/health';
import { BullMqTransport, RethrowRpcExceptionFilter } from '../transport/bullmq.transport';
import { REDIS } from '../nest/tokens';
import { WorkerMetrics } from './worker-metrics';

export interface WorkerSpec {
  service: string;
  module: Type<unknown>;
  queues: readonly QueueName[];
  /** The setting that gives this worker its concurrency; unset, WORKER_CONCURRENCY applies. */
  concurrencyEnv: WorkerConcurrencySetting;
  /** A provider of the module whose check readiness asks too, beside the database and Redis. */
  readinessCheck?: Type<ReadinessCheck>;
}

/**
 * Starts one worker process: a Nest microservice on the BullMQ transport, a tiny readiness and
 * Prometheus endpoint when WORKER_HEALTH_PORT is set, and a graceful drain on SIGTERM/SIGINT.
 */
export async function bootstrapWorker(spec: WorkerSpec): Promise<void> {
  const config = loadConfig();
  const log = createLogger(spec.service, config.LOG_LEVEL);
  const concurrency = config[spec.concurrencyEnv] ?? config.WORKER_CONCURRENCY;
  const lock = config.WORKER_LOCK_DURATION_MS;
  const workerOptions: Partial<WorkerOptions> | undefined = lock
    ? { lockDuration: lock, stalledInterval: lock, maxStalledCount: 5 }
    : undefined;
  const metrics = new WorkerMetrics(spec.service);
  const transport = new BullMqTransport({
    redisUrl: config.REDIS_URL,
    queues: spec.queues,
    concurrency,
    prefix: config.QUEUE_PREFIX,
    workerOptions,
    track: (queue, job, run) => metrics.track(queue, job, run),
    onEvent: (event, detail) => (event === 'completed' ? log.debug(detail, 'job completed') : log.warn(detail, `job ${event}`)),
  });
  const app = await NestFactory.createMicroservice(spec.module, { strategy: transport, logger: ['error', 'warn'] });
  app.useGlobalFilters(new RethrowRpcExceptionFilter());
  await app.listen();
  log.info({ queues: spec.queues, concurrency }, `consuming ${spec.queues.join(', ')}`);

  let health: Server | undefined;
  if (config.WORKER_HEALTH_PORT) {
    const ds = app.get(DataSource);
    const redis = app.get(REDIS);
    const own = spec.readinessCheck ? [app.get(spec.readinessCheck)] : [];
    health = createServer((req, res) => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      // Liveness says only that the process answers: a slow database must not get the worker restarted.
      if (req.url === '/health') return answer(200, { status: 'ok' });
      if (req.url === '/metrics') {
        void metrics.registry.metrics().then((text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text));
        return;
      }
      void checkReadiness(ds, redis, own).then((r) => answer(r.status === 'ready' ? 200 : 503, r));
    }).listen(config.WORKER_HEALTH_PORT, config.WORKER_HEALTH_HOST);
    log.info({ host: config.WORKER_HEALTH_HOST, port: config.WORKER_HEALTH_PORT }, 'health endpoint listening');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining: finishing the jobs in hand');
    health?.close();
    await app.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
