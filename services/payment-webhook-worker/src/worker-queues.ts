import { QUEUES, type QueueName } from '@filebridge/contracts';

/** The queues this worker takes jobs from. */
export const PAYMENT_WEBHOOK_WORKER_QUEUES: readonly QueueName[] = [QUEUES.stripeEvents];
