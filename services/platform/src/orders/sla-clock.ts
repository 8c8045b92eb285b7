import type { EntityManager } from 'typeorm';
import { agencyOf, nextSlaClock, parseUsState, type FulfilmentPhase, type SlaClock } from '@filebridge/contracts';

/** What the clock is read against: the order's service, state and speed, and its clock as it stands. */
export interface ClockRow {
  slug: string;
  state: string | null;
  expedited: boolean;
  sla_phase: FulfilmentPhase | null;
  sla_due_at: Date | null;
  sla_remaining_ms: string | null;
}

/** SQL naming ClockRow's columns of an order aliased `o`, for a statement that reads or returns the order anyway. */
export const CLOCK_COLUMNS_SQL = `(SELECT s.slug FROM services s WHERE s.id = o.service_id) AS slug, o.business_info->>'state' AS state,
  o.expedited, o.sla_phase, o.sla_due_at, o.sla_remaining_ms`;

/** CLOCK_COLUMNS_SQL's columns taken from an order already read with its service's slug (loadOrderForMail). */
export const clockOfOrder = (o: {
  service_slug: string;
  business_info: Record<string, string>;
  expedited: boolean;
  sla_phase: FulfilmentPhase | null;
  sla_due_at: Date | null;
  sla_remaining_ms: string | null;
}): ClockRow => ({
  slug: o.service_slug,
  state: o.business_info.state ?? null,
  expedited: o.expedited,
  sla_phase: o.sla_phase,
  sla_due_at: o.sla_due_at,
  sla_remaining_ms: o.sla_remaining_ms,
});

const STOPPED: SlaClock = { phase: null, dueAt: null, remainingMs: null };

/**
 * The clock a move to `to` stores, as [sla_phase, sla_due_at, sla_remaining_ms, agency, state_code]:
 * the due time when a phase is entered and what is left when the clock stops, so the queue sorts
 * and filters on a column, and the agency and state it is read against, for the queue's filters.
 */
export function slaClockColumns(row: ClockRow, to: FulfilmentPhase, now = new Date()): unknown[] {
  const subject = { serviceSlug: row.slug, state: row.state, expedited: row.expedited };
  const prev: SlaClock = {
    phase: row.sla_phase,
    dueAt: row.sla_due_at,
    remainingMs: row.sla_remaining_ms === null ? null : Number(row.sla_remaining_ms),
  };
  const clock = to === 'completed' ? STOPPED : nextSlaClock(prev, to, subject, now);
  return [clock.phase, clock.dueAt, clock.remainingMs, agencyOf(row.slug, row.state), parseUsState(row.state)?.code ?? null];
}

/**
 * Moves an order's promise with its phase, in the move's transaction (slaClockColumns).
 * `row`: the order's clock as the move's own statement returned it, which saves reading it again.
 */
export async function moveSlaClock(
  m: EntityManager,
  orderId: string,
  to: FulfilmentPhase,
  row?: ClockRow,
  now = new Date(),
): Promise<void> {
  row ??= (await m.query<ClockRow[]>(`SELECT ${CLOCK_COLUMNS_SQL} FROM orders o WHERE o.id = $1`, [orderId]))[0];
  if (!row) return;
  await m.query(`UPDATE orders SET sla_phase = $2, sla_due_at = $3, sla_remaining_ms = $4, agency = $5, state_code = $6 WHERE id = $1`, [
    orderId,
    ...slaClockColumns(row, to, now),
  ]);
}
