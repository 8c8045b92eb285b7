import { QUEUES } from '@filebridge/contracts';
import { bootstrapWorker } from '@filebridge/platform';
import { MaintenanceScheduler } from './maintenance-scheduler';
import { OrderWorkerModule } from './order-worker.module';

bootstrapWorker({
  service: 'order-worker',
  module: OrderWorkerModule,
  queues: [QUEUES.orders, QUEUES.maintenance],
  concurrencyEnv: 'ORDER_WORKER_CONCURRENCY',
  readinessCheck: MaintenanceScheduler,
}).catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
