import 'reflect-metadata';
import { jobsRoutedTo } from '@filebridge/contracts';
import { BullMqTransport, handledJobs } from '@filebridge/platform';
import { describeWorkerJobs, jobOf } from '@filebridge/test-support';
import { PaymentWebhookWorkerModule } from './payment-webhook-worker.module';
import { PAYMENT_WEBHOOK_WORKER_QUEUES } from './worker-queues';

describeWorkerJobs(
  'payment-webhook-worker',
  {
    handled: handledJobs(PaymentWebhookWorkerModule),
    routed: jobsRoutedTo(PAYMENT_WEBHOOK_WORKER_QUEUES),
    transport: () => new BullMqTransport({ redisUrl: 'redis://127.0.0.1:1', queues: PAYMENT_WEBHOOK_WORKER_QUEUES, concurrency: 1 }),
  },
  (recordingTransport) => {
    it('hands the handler the parsed event', async () => {
      const { transport, received } = recordingTransport();
      await transport.handle(jobOf<BullMqTransport>('stripe.event', { eventId: 'evt_1', correlationId: 'c-1', stray: true }));
      expect(received).toHaveBeenCalledWith('stripe.event', { eventId: 'evt_1', correlationId: 'c-1' });
    });
  },
);
