import type { EntityManager } from 'typeorm';
import {
  allowedFrom,
  canTransition,
  FIRST_PHASE,
  notifiesCustomer,
  type FulfilmentPhase,
  type OrderStatus,
  type TransitionSource,
} from '@filebridge/contracts';
import { sqlOutboxEvent } from '../outbox/outbox';
import { CLOCK_COLUMNS_SQL, moveSlaClock, slaClockColumns, type ClockRow } from './sla-clock';

export interface TransitionRequest {
  orderId: string;
  to: OrderStatus;
  source: TransitionSource;
  note?: string;
  actor?: string;
  correlationId?: string;
  /**
   * The order's clock as this transaction read it under the order's lock: a move that sets a phase
   * then stores the phase's promise in its own statement, not in a second write of the row.
   */
  clock?: ClockRow;
  /**
   * A status the order passes through on its way to `to`, in the same write of its row: its own
   * timeline row with its own note, and nothing else of its own (no mail, no phase). A payment that
   * starts the work at once is paid → in_progress in one write, not two.
   */
  through?: { status: OrderStatus; note?: string };
  /** The business record to link an order that has none to, in the move's write rather than a write of its own. */
  businessId?: string;
}

export interface TransitionResult {
  changed: boolean;
  from: OrderStatus | null;
}

/**
 * The event a transition causes, if any: the customer's mail. Transitions nobody is told about need
 * none, and a payment starts its work in the transaction that applies it (startFiling).
 */
function eventOf(req: TransitionRequest): { topic: 'order.status-changed'; key: string } | null {
  return notifiesCustomer(req.to) ? { topic: 'order.status-changed', key: `status-${req.orderId}-${req.to}` } : null;
}

/**
 * The fulfilment phase a status move sets: work starting opens it at its first phase, completing the
 * order completes it. Both keep their timeline row; neither mails (the receipt and the completed
 * mail already speak for them).
 */
function phaseOf(to: OrderStatus): FulfilmentPhase | null {
  if (to === 'in_progress') return FIRST_PHASE;
  if (to === 'completed') return 'completed';
  return null;
}

/**
 * The one place an order changes state: a conditional UPDATE on the allowed "from"
 * statuses, its timeline row and the event it causes, in one statement and so in the caller's
 * transaction or, without one, atomically on its own. Applying the same transition twice changes
 * nothing and emits nothing, which is what lets the API, the webhook worker and the reconciler
 * race safely.
 */
export async function transitionOrder(m: EntityManager, req: TransitionRequest): Promise<TransitionResult> {
  const through = req.through;
  if (through && !canTransition(through.status, req.to)) throw new Error(`An order cannot move from ${through.status} to ${req.to}`);
  const event = eventOf(req);
  const outbox = event && sqlOutboxEvent(event.topic, { orderId: req.orderId, correlationId: req.correlationId }, event.key);
  const phase = phaseOf(req.to);
  const clock = phase && req.clock ? slaClockColumns(req.clock, phase) : null;
  // The move returns the order's clock too, which a move that sets a phase without one given goes on to move.
  const rows = await m.query<({ from_status: OrderStatus } & ClockRow)[]>(
    `WITH moved AS (
       UPDATE orders o SET status = $2, updated_at = now(), version = o.version + 1,
              paid_at = CASE WHEN $17 THEN coalesce(o.paid_at, now()) ELSE o.paid_at END,
              phase = coalesce($10, o.phase),
              phase_changed_at = CASE WHEN $10::text IS NULL THEN o.phase_changed_at ELSE now() END,
              sla_phase = CASE WHEN $11 THEN $12 ELSE o.sla_phase END,
              sla_due_at = CASE WHEN $11 THEN $13::timestamptz ELSE o.sla_due_at END,
              sla_remaining_ms = CASE WHEN $11 THEN $14::bigint ELSE o.sla_remaining_ms END,
              agency = CASE WHEN $11 THEN $15 ELSE o.agency END,
              state_code = CASE WHEN $11 THEN $16 ELSE o.state_code END,
              business_id = coalesce(o.business_id, $20::uuid)
         FROM (SELECT id, status, phase FROM orders WHERE id = $1 FOR UPDATE) prev
        WHERE o.id = prev.id AND o.status = ANY($3::text[])
        RETURNING prev.status AS from_status, prev.phase AS from_phase, ${CLOCK_COLUMNS_SQL}),
     timeline AS (
       INSERT INTO order_events (order_id, from_status, to_status, source, note, actor)
       SELECT $1, step.from_status, step.to_status, $4, step.note, $6
         FROM moved, LATERAL (VALUES (1, moved.from_status, coalesce($18::text, $2), CASE WHEN $18::text IS NULL THEN $5 ELSE $19::text END),
                                     (2, $18::text, $2, $5)) AS step(n, from_status, to_status, note)
        WHERE step.n = 1 OR $18::text IS NOT NULL
        ORDER BY step.n),
     phase_timeline AS (
       INSERT INTO order_phase_events (order_id, from_phase, to_phase, note, actor)
       SELECT $1, from_phase, $10, $5, $6 FROM moved WHERE $10::text IS NOT NULL AND from_phase IS DISTINCT FROM $10),
     event AS (
       INSERT INTO outbox (topic, payload, job_id)
       SELECT $7, $8::jsonb || jsonb_build_object('from', from_status, 'to', $2::text), $9
         FROM moved WHERE $7::text IS NOT NULL
       ON CONFLICT (job_id) DO NOTHING)
     SELECT from_status, slug, state, expedited, sla_phase, sla_due_at, sla_remaining_ms FROM moved`,
    [
      req.orderId,
      req.to,
      allowedFrom(through?.status ?? req.to),
      req.source,
      req.note ?? null,
      req.actor ?? null,
      outbox?.topic ?? null,
      outbox?.payload ?? null,
      outbox?.jobId ?? null,
      phase,
      clock !== null,
      ...(clock ?? [null, null, null, null, null]),
      req.to === 'paid' || through?.status === 'paid',
      through?.status ?? null,
      through?.note ?? null,
      req.businessId ?? null,
    ],
  );
  const row = rows[0];
  if (!row) return { changed: false, from: null };
  if (phase && !clock) await moveSlaClock(m, req.orderId, phase, row);
  return { changed: true, from: row.from_status };
}
