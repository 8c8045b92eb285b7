import { QUEUES, type QueueName } from '@filebridge/contracts';

/** The queues this worker takes jobs from. */
export const MAILING_WORKER_QUEUES: readonly QueueName[] = [QUEUES.mail, QUEUES.newsletter, QUEUES.reminders];
