import { Controller, Header, Inject } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ALL_QUEUES, ENDPOINTS } from '@filebridge/contracts';
import { QUEUES, QueueRegistry } from '@filebridge/platform';
import { RawEndpoint } from '../common';

const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'filebridge_bff_' });

const httpDuration = new Histogram({
  name: 'filebridge_http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Read from Redis at each scrape, so an autoscaler can scale each worker on its own queues. */
const queueDepth = new Gauge({
  name: 'filebridge_queue_jobs',
  help: 'Jobs in each queue by state (waiting, active, delayed, failed), read at scrape time',
  labelNames: ['queue', 'state'],
  registers: [registry],
});

/** The reads answered before routing since the last scrape, by route and status. */
const earlyAnswers = new Map<string, Map<number, number>>();

/*
 * A read answered before routing takes microseconds, so its duration would always fall in the
 * histogram's first bucket: its count says everything. It is counted in a plain number and handed
 * to Prometheus when scraped, because labelling an observation (validating and hashing its labels)
 * cost more than the rest of such an answer.
 */
new Counter({
  name: 'filebridge_http_early_answers_total',
  help: 'Catalog reads answered from memory before routing, by route and status',
  labelNames: ['route', 'status'],
  registers: [registry],
  collect() {
    for (const [route, byStatus] of earlyAnswers) for (const [status, n] of byStatus) this.inc({ route, status: String(status) }, n);
    earlyAnswers.clear();
  },
});

export function countEarlyAnswer(route: string, status: number): void {
  let byStatus = earlyAnswers.get(route);
  if (!byStatus) earlyAnswers.set(route, (byStatus = new Map()));
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
}

/** Times every routed request by its route pattern (not the raw URL, which would explode cardinality). */
export function instrument(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

@Controller()
export class MetricsController {
  constructor(@Inject(QUEUES) private readonly queues: QueueRegistry) {}

  @RawEndpoint(ENDPOINTS.metrics)
  @Header('content-type', registry.contentType)
  async metrics() {
    await this.readQueueDepths();
    return registry.metrics();
  }

  /** With Redis down the depths are left out rather than served stale; the rest still answers. */
  private async readQueueDepths(): Promise<void> {
    queueDepth.reset();
    await Promise.all(
      ALL_QUEUES.map(async (name) => {
        const counts = await this.queues
          .get(name)
          .getJobCounts(...QUEUE_STATES)
          .catch(() => null);
        if (counts) for (const state of QUEUE_STATES) queueDepth.set({ queue: name, state }, counts[state] ?? 0);
      }),
    );
  }
}
