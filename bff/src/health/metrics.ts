import { Controller, Header, Inject } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
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

/** Times every request by its route pattern (not the raw URL, which would explode cardinality). */
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
