import 'reflect-metadata';
import { jobsRoutedTo, type JobName } from '@filebridge/contracts';
import { BullMqTransport, handledJobs } from '@filebridge/platform';
import { OrderWorkerModule } from './order-worker.module';
import { ORDER_WORKER_QUEUES } from './worker-queues';

const routed = jobsRoutedTo(ORDER_WORKER_QUEUES);
type Job = Parameters<BullMqTransport['handle']>[0];
const jobOf = (name: JobName, data: unknown) => ({ id: `${name}-1`, name, data }) as Job;

/** A transport whose handlers for the worker's jobs only record what they were given. */
function recordingTransport() {
  const transport = new BullMqTransport({ redisUrl: 'redis://127.0.0.1:1', queues: ORDER_WORKER_QUEUES, concurrency: 1 });
  const received = jest.fn();
  for (const name of routed) transport.addHandler(name, async (payload: unknown) => received(name, payload), true);
  return { transport, received };
}

describe('order-worker jobs', () => {
  it('handles exactly the jobs routed to its queues', () => {
    expect(handledJobs(OrderWorkerModule).sort()).toEqual([...routed].sort());
  });

  it.each(routed)('fails a malformed %s as unrecoverable, naming the field, before its handler runs', async (name) => {
    const { transport, received } = recordingTransport();
    const run = transport.handle(jobOf(name, { correlationId: 42 }));
    // Unrecoverable: BullMQ fails the job for good instead of retrying it.
    await expect(run).rejects.toMatchObject({ name: 'UnrecoverableError' });
    await expect(run).rejects.toThrow(new RegExp(`^Invalid payload for job ${name.replace('.', '\\.')}: (missing|invalid) \\w+`));
    expect(received).not.toHaveBeenCalled();
  });

  it('hands a handler the parsed payload', async () => {
    const { transport, received } = recordingTransport();
    await transport.handle(jobOf('order.status-changed', { orderId: 'o-1', from: 'paid', to: 'in_progress', stray: true }));
    expect(received).toHaveBeenCalledWith('order.status-changed', { orderId: 'o-1', from: 'paid', to: 'in_progress' });
  });

  it('fails a status change to a status outside the lifecycle, naming the field', async () => {
    const { transport, received } = recordingTransport();
    await expect(transport.handle(jobOf('order.status-changed', { orderId: 'o-1', from: 'paid', to: 'shipped' }))).rejects.toThrow(
      /^Invalid payload for job order\.status-changed: invalid to/,
    );
    expect(received).not.toHaveBeenCalled();
  });
});
