export * from './api-client';
export * from './app';
export * from './database';
export * from './env';
export * from './processes';
export * from './redis';
export * from './smtp-peer';
export * from './orders';
export * from './valid-bodies';
export * from './routes';
export * from './random';
export * from './verify-email';
export * from './admin-login';
// The bench's generator, so a suite measures the admin over the same data the bench does.
export { seedSyntheticOrders } from '../../infra/dev/synthetic-orders.cjs';
export * from './worker-jobs';
