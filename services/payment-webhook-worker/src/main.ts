import { QUEUES } from '@filebridge/contracts';
import { bootstrapWorker } from '@filebridge/platform';
import { PaymentWebhookWorkerModule } from './payment-webhook-worker.module';

bootstrapWorker({
  service: 'payment-webhook-worker',
  module: PaymentWebhookWorkerModule,
  queues: [QUEUES.stripeEvents],
  concurrencyEnv: 'PAYMENT_WEBHOOK_WORKER_CONCURRENCY',
}).catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
