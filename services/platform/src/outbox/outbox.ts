import type { EntityManager } from 'typeorm';
import { parseJob, parseJobPart, type JobInputs, type JobName, type ObjectJobName } from '@filebridge/contracts';

/**
 * The stored job id of an event: its natural key inside the topic's own namespace. Two topics may
 * well use the same key (a status change and the mail it causes are both about one order reaching
 * one status); namespacing keeps the first from swallowing the second.
 */
export const outboxJobId = (topic: JobName, key: string): string => `${topic}/${key}`;

/**
 * Writes an event in the caller's transaction, so it is published only if the transaction commits.
 * A natural key makes the write itself idempotent: a retried handler inserts nothing the second
 * time for the same topic and key. The payload is parsed with its job's schema first: a producer
 * that builds a job its consumer would refuse fails here, inside its own transaction.
 */
export async function writeOutbox<J extends JobName>(manager: EntityManager, topic: J, payload: JobInputs[J], key?: string): Promise<void> {
  const parsed = parseJob(topic, payload);
  if (!parsed.ok) throw new Error(parsed.problem);
  await manager.query(`INSERT INTO outbox (topic, payload, job_id) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO NOTHING`, [
    topic,
    JSON.stringify(payload),
    key === undefined ? null : outboxJobId(topic, key),
  ]);
}

/** An outbox row's values for a statement that writes the row itself, beside the change it announces. */
export interface SqlOutboxEvent {
  topic: ObjectJobName;
  /** The payload's fields known before the statement runs, as JSON; the statement merges in the rest. */
  payload: string;
  jobId: string | null;
}

/**
 * The one way an SQL statement writes an outbox row: the topic typed, the fields the caller holds
 * parsed with the job's rules (the consumer parses the whole payload again), the job id namespaced
 * as writeOutbox does. A key ending in `-` is a prefix the statement completes (with a row id).
 */
export function sqlOutboxEvent<J extends ObjectJobName>(topic: J, known: Partial<JobInputs[J]>, key?: string): SqlOutboxEvent {
  const parsed = parseJobPart(topic, known);
  if (!parsed.ok) throw new Error(parsed.problem);
  return { topic, payload: JSON.stringify(known), jobId: key === undefined ? null : outboxJobId(topic, key) };
}

/**
 * Marks the events published in the last `withinMs` unpublished again, so the relay adds their jobs
 * once more under the same job ids. For a Redis that lost its data (restarted empty, wiped): the jobs
 * of those events went with it, while their rows say they were delivered. A job Redis still holds
 * is not added twice (same id), and every consumer is idempotent, so an event whose job had already
 * run changes nothing the second time. The window need only cover jobs still waiting or retrying.
 */
export async function republishRecentOutbox(manager: EntityManager, withinMs: number): Promise<number> {
  // TypeORM answers an UPDATE with [rows, affected count].
  const [, republished] = await manager.query<[unknown[], number]>(
    `UPDATE outbox SET published_at = NULL WHERE published_at > now() - $1 * interval '1 millisecond'`,
    [withinMs],
  );
  return republished;
}
