import 'reflect-metadata';
import { UnrecoverableError, type Job } from 'bullmq';
import { jobsRoutedTo, type JobName } from '@filebridge/contracts';
import { BullMqTransport, handledJobs } from '@filebridge/platform';
import { PaymentWebhookWorkerModule } from './payment-webhook-worker.module';
import { PAYMENT_WEBHOOK_WORKER_QUEUES } from './worker-queues';

const routed = jobsRoutedTo(PAYMENT_WEBHOOK_WORKER_QUEUES);
const jobOf = (name: JobName, data: unknown) => ({ id: `${name}-1`, name, data }) as Job;

/** A transport whose handlers for the worker's jobs only record what they were given. */
function recordingTransport() {
  const transport = new BullMqTransport({ redisUrl: 'redis://127.0.0.1:1', queues: PAYMENT_WEBHOOK_WORKER_QUEUES, concurrency: 1 });
  const received = jest.fn();
  for (const name of routed) transport.addHandler(name, async (payload: unknown) => received(name, payload), true);
  return { transport, received };
}

describe('payment-webhook-worker jobs', () => {
  it('handles exactly the jobs routed to its queues', () => {
    expect(handledJobs(PaymentWebhookWorkerModule).sort()).toEqual([...routed].sort());
  });

  it.each(routed)('fails a malformed %s as unrecoverable, naming the field, before its handler runs', async (name) => {
    const { transport, received } = recordingTransport();
    const run = transport.handle(jobOf(name, { correlationId: 42 }));
    await expect(run).rejects.toThrow(UnrecoverableError);
    await expect(run).rejects.toThrow(new RegExp(`^Invalid payload for job ${name.replace('.', '\\.')}: (missing|invalid) \\w+`));
    expect(received).not.toHaveBeenCalled();
  });

  it('hands the handler the parsed event', async () => {
    const { transport, received } = recordingTransport();
    await transport.handle(jobOf('stripe.event', { eventId: 'evt_1', correlationId: 'c-1', stray: true }));
    expect(received).toHaveBeenCalledWith('stripe.event', { eventId: 'evt_1', correlationId: 'c-1' });
  });
});
