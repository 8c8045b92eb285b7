import { bootstrapWorker } from '@filebridge/platform';
import { MaintenanceScheduler } from './maintenance-scheduler';
import { OrderWorkerModule } from './order-worker.module';
import { ORDER_WORKER_QUEUES } from './worker-queues';

bootstrapWorker({
  service: 'order-worker',
  module: OrderWorkerModule,
  queues: ORDER_WORKER_QUEUES,
  concurrencyEnv: 'ORDER_WORKER_CONCURRENCY',
  readinessCheck: MaintenanceScheduler,
}).catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
