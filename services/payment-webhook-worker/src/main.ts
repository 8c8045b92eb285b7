import { bootstrapWorker } from '@filebridge/platform';
import { PaymentWebhookWorkerModule } from './payment-webhook-worker.module';
import { PAYMENT_WEBHOOK_WORKER_QUEUES } from './worker-queues';

bootstrapWorker({
  service: 'payment-webhook-worker',
  module: PaymentWebhookWorkerModule,
  queues: PAYMENT_WEBHOOK_WORKER_QUEUES,
  concurrencyEnv: 'PAYMENT_WEBHOOK_WORKER_CONCURRENCY',
}).catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
