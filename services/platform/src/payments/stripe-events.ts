import { JOBS, TOPIC_QUEUE } from '@filebridge/contracts';
import { toJobId, type QueueRegistry } from '../queue/queue-registry';

/**
 * Queues stored Stripe events for the payment-webhook-worker, one round trip for all of them. The
 * event id is the job id, so queueing an event again while its job exists is a no-op. Returns the
 * errors of the events that could not be queued (none when all were).
 */
export async function queueStripeEvents(queues: QueueRegistry, eventIds: readonly string[]): Promise<unknown[]> {
  const outcome = await queues.addMany(
    eventIds.map((eventId) => ({ job: JOBS.stripeEvent, payload: { eventId }, jobId: toJobId(eventId) })),
  );
  return outcome.filter((e) => e !== null);
}

/**
 * Queues stored events again that their jobs left unapplied. A job whose attempts ran out (while
 * PostgreSQL was down, say) stays failed under the event's id, where an add would be a no-op, so
 * such ended jobs are removed first; a waiting or running job is left to finish. Returns how many
 * ended jobs were removed and the errors of the events that could not be queued.
 */
export async function requeueStripeEvents(
  queues: QueueRegistry,
  eventIds: readonly string[],
): Promise<{ ended: number; errors: unknown[] }> {
  const queue = queues.get(TOPIC_QUEUE[JOBS.stripeEvent]);
  const removed = await Promise.all(
    eventIds.map(async (eventId) => {
      const state = await queue.getJobState(toJobId(eventId));
      return (state === 'failed' || state === 'completed') && (await queue.remove(toJobId(eventId))) === 1;
    }),
  );
  return { ended: removed.filter(Boolean).length, errors: await queueStripeEvents(queues, eventIds) };
}

/** Stored Stripe events older than this and still unapplied were never queued (or their job was lost). */
export const STRANDED_EVENT_AGE_MS = 30_000;
