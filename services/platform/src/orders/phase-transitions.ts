import type { EntityManager } from 'typeorm';
import { phasesLeadingTo, type FulfilmentPhase, type PhaseDetail } from '@filebridge/contracts';
import { sqlOutboxEvent } from '../outbox/outbox';
import { moveSlaClock } from './sla-clock';

export interface PhaseTransitionRequest {
  orderId: string;
  to: Exclude<FulfilmentPhase, 'details_needed' | 'completed'>;
  detail?: PhaseDetail;
  note?: string;
  /** The staff member's address, `customer`, or absent for the system. */
  actor?: string;
  correlationId?: string;
}

export interface PhaseTransitionResult {
  changed: boolean;
  from: FulfilmentPhase | null;
  /** The timeline row the move wrote: it keys the move's event and its mail. */
  eventId: string | null;
}

/**
 * The one place a filing moves between phases while its order is being worked on: a conditional
 * UPDATE on the allowed "from" phases, its timeline row and its `order.phase-changed` event, in one
 * statement. The first phase and the last come with the order's own status moves (work started,
 * order completed: see transitionOrder). A phase can be reached more than once (a second request,
 * a filing refiled after a rejection), so the event is keyed by its timeline row, not by the phase.
 * The phase's promise moves with it (moveSlaClock).
 */
export async function transitionPhase(m: EntityManager, req: PhaseTransitionRequest): Promise<PhaseTransitionResult> {
  // The event's key is completed by the statement with its timeline row's id.
  const outbox = sqlOutboxEvent(
    'order.phase-changed',
    { orderId: req.orderId, to: req.to, correlationId: req.correlationId },
    'phase-event-',
  );
  const rows = await m.query<{ from_phase: FulfilmentPhase | null; event_id: string }[]>(
    `WITH moved AS (
       UPDATE orders o SET phase = $2, phase_changed_at = now(), updated_at = now(), version = o.version + 1
         FROM (SELECT id, phase FROM orders WHERE id = $1 FOR UPDATE) prev
        WHERE o.id = prev.id AND o.status = 'in_progress' AND o.phase = ANY($3::text[])
        RETURNING prev.phase AS from_phase),
     timeline AS (
       INSERT INTO order_phase_events (order_id, from_phase, to_phase, detail, note, actor)
       SELECT $1, from_phase, $2, $4, $5, $6 FROM moved
       RETURNING id, from_phase),
     event AS (
       INSERT INTO outbox (topic, payload, job_id)
       SELECT $7, $8::jsonb || jsonb_strip_nulls(jsonb_build_object('phaseEventId', id::text, 'from', from_phase)), $9 || id
         FROM timeline)
     SELECT from_phase, id::text AS event_id FROM timeline`,
    [
      req.orderId,
      req.to,
      phasesLeadingTo(req.to),
      JSON.stringify(req.detail ?? {}),
      req.note ?? null,
      req.actor ?? null,
      outbox.topic,
      outbox.payload,
      outbox.jobId,
    ],
  );
  const row = rows[0];
  if (!row) return { changed: false, from: null, eventId: null };
  await moveSlaClock(m, req.orderId, req.to);
  return { changed: true, from: row.from_phase, eventId: row.event_id };
}
