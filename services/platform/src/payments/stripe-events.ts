import { JOBS, TOPIC_QUEUE, type StripeEventPayload } from '@filebridge/contracts';
import { toJobId, type QueueRegistry } from '../queue/queue-registry';

/** The columns of a `stripe_events` row that its job carries (`storedEventJob`). */
export const STORED_EVENT_COLUMNS = `event_id, CASE WHEN type = 'payment_intent.succeeded' THEN payload #>> '{data,object,id}' END AS payment_intent`;

export interface StoredEventColumns {
  event_id: string;
  payment_intent: string | null;
}

/** The job of a stored event: a payment's success names its intent. */
export const storedEventJob = (r: StoredEventColumns): StripeEventPayload =>
  r.payment_intent ? { eventId: r.event_id, paymentIntent: r.payment_intent } : { eventId: r.event_id };

/**
 * Queues stored Stripe events for the payment-webhook-worker, one round trip for all of them. The
 * event id is the job id, so queueing an event again while its job exists is a no-op. Returns the
 * errors of the events that could not be queued (none when all were).
 */
export async function queueStripeEvents(queues: QueueRegistry, events: readonly StripeEventPayload[]): Promise<unknown[]> {
  const outcome = await queues.addMany(events.map((payload) => ({ job: JOBS.stripeEvent, payload, jobId: toJobId(payload.eventId) })));
  return outcome.filter((e) => e !== null);
}

/** The states of a job that will still run: an event whose job is in one of them is left to it. */
const STILL_TO_RUN = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Queues stored events again that their jobs left unapplied. Whatever else is under an event's id
 * would make the add a no-op, so it is removed first: a job whose attempts ran out (while PostgreSQL
 * was down, say) stays failed there, and a job's data can outlive its place in the queue when Redis
 * loses keys one by one (an eviction, a wipe that is not atomic), leaving a job in no state at all. A
 * waiting or running job is left to finish. Returns how many such jobs were removed and the errors
 * of the events that could not be queued.
 */
export async function requeueStripeEvents(
  queues: QueueRegistry,
  events: readonly StripeEventPayload[],
): Promise<{ removed: number; errors: unknown[] }> {
  const queue = queues.get(TOPIC_QUEUE[JOBS.stripeEvent]);
  const removed = await Promise.all(
    events.map(async ({ eventId }) => {
      const jobId = toJobId(eventId);
      const state = await queue.getJobState(jobId);
      if (STILL_TO_RUN.has(state)) return false;
      // No state and no data: never queued, or nothing is left of its job.
      if (state === 'unknown' && !(await queue.getJob(jobId))) return false;
      return (await queue.remove(jobId)) === 1;
    }),
  );
  return { removed: removed.filter(Boolean).length, errors: await queueStripeEvents(queues, events) };
}

/** Stored Stripe events older than this and still unapplied were never queued (or their job was lost). */
export const STRANDED_EVENT_AGE_MS = 30_000;
