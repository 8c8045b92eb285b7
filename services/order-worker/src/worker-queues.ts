import { QUEUES, type QueueName } from '@filebridge/contracts';

/** The queues this worker takes jobs from. */
export const ORDER_WORKER_QUEUES: readonly QueueName[] = [QUEUES.orders, QUEUES.maintenance];
