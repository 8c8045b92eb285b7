import 'reflect-metadata';
import { UnrecoverableError } from 'bullmq';
import { jobsRoutedTo } from '@filebridge/contracts';
import { BullMqTransport, handledJobs } from '@filebridge/platform';
import { describeWorkerJobs, jobOf } from '@filebridge/test-support';
import { MailingWorkerModule } from './mailing-worker.module';
import { MAILING_WORKER_QUEUES } from './worker-queues';

describeWorkerJobs(
  'mailing-worker',
  {
    handled: handledJobs(MailingWorkerModule),
    routed: jobsRoutedTo(MAILING_WORKER_QUEUES),
    transport: () => new BullMqTransport({ redisUrl: 'redis://127.0.0.1:1', queues: MAILING_WORKER_QUEUES, concurrency: 1 }),
  },
  (recordingTransport) => {
    it('hands a mail its data parsed for its template', async () => {
      const { transport, received } = recordingTransport();
      const mail = {
        idempotencyKey: 'k-1',
        template: 'password-reset',
        to: 'a@b.example',
        data: { firstName: ' Dana ', resetUrl: 'https://x.example/r', stray: 1 },
      };
      await transport.handle(jobOf<BullMqTransport>('mail.send', mail));
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
      const run = transport.handle(jobOf<BullMqTransport>('mail.send', mail));
      await expect(run).rejects.toThrow(UnrecoverableError);
      await expect(run).rejects.toThrow('Invalid payload for job mail.send: invalid data.resetUrl (expected an absolute http(s) URL)');
      await expect(transport.handle(jobOf<BullMqTransport>('mail.send', { ...mail, template: 'no-such-template' }))).rejects.toThrow(
        'Invalid payload for job mail.send: invalid template (expected a mail template)',
      );
      expect(received).not.toHaveBeenCalled();
    });
  },
);
