import 'reflect-metadata';
import { UnrecoverableError, type Job } from 'bullmq';
import { jobsRoutedTo, type JobName } from '@filebridge/contracts';
import { BullMqTransport, handledJobs } from '@filebridge/platform';
import { MailingWorkerModule } from './mailing-worker.module';
import { MAILING_WORKER_QUEUES } from './worker-queues';

const routed = jobsRoutedTo(MAILING_WORKER_QUEUES);
const jobOf = (name: JobName, data: unknown) => ({ id: `${name}-1`, name, data }) as Job;

/** A transport whose handlers for the worker's jobs only record what they were given. */
function recordingTransport() {
  const transport = new BullMqTransport({ redisUrl: 'redis://127.0.0.1:1', queues: MAILING_WORKER_QUEUES, concurrency: 1 });
  const received = jest.fn();
  for (const name of routed) transport.addHandler(name, async (payload: unknown) => received(name, payload), true);
  return { transport, received };
}

describe('mailing-worker jobs', () => {
  it('handles exactly the jobs routed to its queues', () => {
    expect(handledJobs(MailingWorkerModule).sort()).toEqual([...routed].sort());
  });

  it.each(routed)('fails a malformed %s as unrecoverable, naming the field, before its handler runs', async (name) => {
    const { transport, received } = recordingTransport();
    const run = transport.handle(jobOf(name, { correlationId: 42 }));
    await expect(run).rejects.toThrow(UnrecoverableError);
    await expect(run).rejects.toThrow(new RegExp(`^Invalid payload for job ${name.replace('.', '\\.')}: (missing|invalid) \\w+`));
    expect(received).not.toHaveBeenCalled();
  });

  it('hands a mail its data parsed for its template', async () => {
    const { transport, received } = recordingTransport();
    const mail = {
      idempotencyKey: 'k-1',
      template: 'password-reset',
      to: 'a@b.example',
      data: { firstName: ' Dana ', resetUrl: 'https://x.example/r', stray: 1 },
    };
    await transport.handle(jobOf('mail.send', mail));
    expect(received).toHaveBeenCalledWith('mail.send', { ...mail, data: { firstName: 'Dana', resetUrl: 'https://x.example/r' } });
  });

  it('fails a mail whose data does not fit its template, naming the field, before anything is claimed or sent', async () => {
    const { transport, received } = recordingTransport();
    const mail = {
      idempotencyKey: 'k-1',
      template: 'password-reset',
      to: 'a@b.example',
      data: { firstName: 'Dana', resetUrl: 'javascript:alert(1)' },
    };
    const run = transport.handle(jobOf('mail.send', mail));
    await expect(run).rejects.toThrow(UnrecoverableError);
    await expect(run).rejects.toThrow('Invalid payload for job mail.send: invalid data.resetUrl (expected an absolute http(s) URL)');
    await expect(transport.handle(jobOf('mail.send', { ...mail, template: 'no-such-template' }))).rejects.toThrow(
      'Invalid payload for job mail.send: invalid template (expected a mail template)',
    );
    expect(received).not.toHaveBeenCalled();
  });
});
