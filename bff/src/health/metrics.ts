import { Controller, Header } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { ENDPOINTS } from '@filebridge/contracts';
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
  @RawEndpoint(ENDPOINTS.metrics)
  @Header('content-type', registry.contentType)
  metrics() {
    return registry.metrics();
  }
}
