import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { checkReadiness, REDIS } from '@filebridge/platform';
import { PublicRoute } from '../auth/guards';

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    @Inject(REDIS) private readonly redis: IORedis,
  ) {}

  @PublicRoute()
  @Get()
  live() {
    return { status: 'ok' };
  }

  /** 503 names the dependency that failed, so an operator knows where to look. */
  @PublicRoute()
  @Get('ready')
  async ready(@Res() reply: FastifyReply) {
    const report = await checkReadiness(this.ds, this.redis);
    const down = Object.entries(report.checks)
      .filter(([, c]) => c.status === 'down')
      .map(([name]) => name);
    const body =
      report.status === 'ready'
        ? report
        : { ...report, success: false, code: 'unavailable', message: `Not ready: ${down.join(' and ')} unavailable` };
    void reply.status(report.status === 'ready' ? 200 : 503).send(body);
  }
}
