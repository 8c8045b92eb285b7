import { JOBS } from '@filebridge/contracts';
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

/** Stored Stripe events older than this and still unapplied were never queued (or their job was lost). */
export const STRANDED_EVENT_AGE_MS = 30_000;
