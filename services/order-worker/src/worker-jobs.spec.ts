import 'reflect-metadata';
import { jobsRoutedTo } from '@filebridge/contracts';
import { BullMqTransport, handledJobs } from '@filebridge/platform';
import { describeWorkerJobs, jobOf } from '@filebridge/test-support';
import { OrderWorkerModule } from './order-worker.module';
import { ORDER_WORKER_QUEUES } from './worker-queues';

describeWorkerJobs(
  'order-worker',
  {
    handled: handledJobs(OrderWorkerModule),
    routed: jobsRoutedTo(ORDER_WORKER_QUEUES),
    transport: () => new BullMqTransport({ redisUrl: 'redis://127.0.0.1:1', queues: ORDER_WORKER_QUEUES, concurrency: 1 }),
  },
  (recordingTransport) => {
    it('hands a handler the parsed payload', async () => {
      const { transport, received } = recordingTransport();
      await transport.handle(
        jobOf<BullMqTransport>('order.status-changed', { orderId: 'o-1', from: 'paid', to: 'in_progress', stray: true }),
      );
      expect(received).toHaveBeenCalledWith('order.status-changed', { orderId: 'o-1', from: 'paid', to: 'in_progress' });
    });

    it('fails a status change to a status outside the lifecycle, naming the field', async () => {
      const { transport, received } = recordingTransport();
      await expect(
        transport.handle(jobOf<BullMqTransport>('order.status-changed', { orderId: 'o-1', from: 'paid', to: 'shipped' })),
      ).rejects.toThrow(/^Invalid payload for job order\.status-changed: invalid to/);
      expect(received).not.toHaveBeenCalled();
    });
  },
);
