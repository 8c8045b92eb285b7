import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { ENDPOINTS, type ResponseOf } from '@filebridge/contracts';
import { checkReadiness, REDIS } from '@filebridge/platform';
import { Endpoint, RawEndpoint, type Answer } from '../common';

@Controller()
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    @Inject(REDIS) private readonly redis: IORedis,
  ) {}

  @Endpoint(ENDPOINTS.health)
  async live(): Answer<'health'> {
    return { status: 'ok' };
  }

  /** 503 names the dependency that failed, so an operator knows where to look. */
  @RawEndpoint(ENDPOINTS.ready)
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const report: ResponseOf<typeof ENDPOINTS.ready> = await checkReadiness(this.ds, this.redis);
    if (report.status === 'ready') {
      void reply.send(report);
      return;
    }
    const down = Object.entries(report.checks)
      .filter(([, c]) => c.status === 'down')
      .map(([name]) => name);
    void reply
      .status(503)
      .header('retry-after', '2')
      .send({ ...report, success: false, code: 'unavailable', message: `Not ready: ${down.join(' and ')} unavailable` });
  }
}
