import type { EntityManager } from 'typeorm';
import type { JobName, JobPayloads } from '@filebridge/contracts';

/**
 * Writes an event in the caller's transaction (STYLE 5: never publish before commit). A natural
 * job id makes the write itself idempotent: a retried handler inserts nothing the second time.
 */
export async function writeOutbox<J extends JobName>(
  manager: EntityManager,
  topic: J,
  payload: JobPayloads[J],
  jobId?: string,
): Promise<void> {
  await manager.query(`INSERT INTO outbox (topic, payload, job_id) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO NOTHING`, [
    topic,
    JSON.stringify(payload),
    jobId ?? null,
  ]);
}
