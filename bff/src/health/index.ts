export { HealthModule } from './health.module';
export { instrument } from './metrics';
