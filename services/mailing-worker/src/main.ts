import { QUEUES } from '@filebridge/contracts';
import { bootstrapWorker } from '@filebridge/platform';
import { MailingWorkerModule } from './mailing-worker.module';

bootstrapWorker({
  service: 'mailing-worker',
  module: MailingWorkerModule,
  queues: [QUEUES.mail, QUEUES.newsletter, QUEUES.reminders],
  concurrencyEnv: 'MAILING_WORKER_CONCURRENCY',
}).catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
