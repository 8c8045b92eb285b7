import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics';

/** What operators and orchestrators ask: liveness, readiness, metrics. */
@Module({ controllers: [HealthController, MetricsController] })
export class HealthModule {}
