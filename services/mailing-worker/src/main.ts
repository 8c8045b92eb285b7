import { bootstrapWorker } from '@filebridge/platform';
import { MailingWorkerModule } from './mailing-worker.module';
import { MAILING_WORKER_QUEUES } from './worker-queues';

bootstrapWorker({
  service: 'mailing-worker',
  module: MailingWorkerModule,
  queues: MAILING_WORKER_QUEUES,
  concurrencyEnv: 'MAILING_WORKER_CONCURRENCY',
}).catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
