import type { EntityManager } from 'typeorm';
import type { JobName, JobPayloads } from '@filebridge/contracts';

/**
 * The stored job id of an event: its natural key inside the topic's own namespace. Two topics may
 * well use the same key (a status change and the mail it causes are both about one order reaching
 * one status); namespacing keeps the first from swallowing the second.
 */
export const outboxJobId = (topic: JobName, key: string): string => `${topic}/${key}`;

/**
 * Writes an event in the caller's transaction, so it is published only if the transaction commits.
 * A natural key makes the write itself idempotent: a retried handler inserts nothing the second
 * time for the same topic and key.
 */
export async function writeOutbox<J extends JobName>(
  manager: EntityManager,
  topic: J,
  payload: JobPayloads[J],
  key?: string,
): Promise<void> {
  await manager.query(`INSERT INTO outbox (topic, payload, job_id) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO NOTHING`, [
    topic,
    JSON.stringify(payload),
    key === undefined ? null : outboxJobId(topic, key),
  ]);
}
