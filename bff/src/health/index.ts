export { HealthModule } from './health.module';
export { countEarlyAnswer, instrument } from './metrics';
