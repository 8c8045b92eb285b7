import { BadRequestException } from '@nestjs/common';
import { SLA_DUE_SOON_MS, type WorkQueueFilter } from '@filebridge/contracts';
import { QUEUE_DUE_SQL, QUEUE_SCOPE_SQL } from '@filebridge/platform';

/** Where a queue page ended: the flag, the due time and the payment time as PostgreSQL wrote them, and the id. */
export interface QueueCursor {
  expedited: boolean;
  due: string;
  paid: string;
  id: string;
}

const BAD_CURSOR = { message: 'This cursor is not one the queue gave.', code: 'bad_cursor' };
/** A timestamptz as PostgreSQL writes it as text. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(c: QueueCursor): string {
  return Buffer.from(JSON.stringify([c.expedited ? 1 : 0, c.due, c.paid, c.id])).toString('base64url');
}

const isTimestamp = (v: unknown): v is string => typeof v === 'string' && v.length < 64 && PG_TIMESTAMP.test(v);

export function decodeCursor(raw: string): QueueCursor {
  try {
    const [e, due, paid, id] = JSON.parse(Buffer.from(raw, 'base64url').toString()) as unknown[];
    if ((e === 0 || e === 1) && (due === 'infinity' || isTimestamp(due)) && isTimestamp(paid) && typeof id === 'string' && UUID.test(id)) {
      return { expedited: e === 1, due, paid, id };
    }
  } catch {
    // Not base64 JSON: refused below like any other cursor we did not give.
  }
  throw new BadRequestException(BAD_CURSOR);
}

/** A queue filter as SQL conditions over `orders`, parameters numbered on from `params`. */
export function queueConditions(f: WorkQueueFilter, staffId: string, params: unknown[], now: Date): string[] {
  const clauses = [QUEUE_SCOPE_SQL];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (f.phase) add((p) => `phase = ${p}`, f.phase);
  if (f.agency) add((p) => `agency = ${p}`, f.agency);
  if (f.state) add((p) => `state_code = ${p}`, f.state);
  if (f.assignee === 'none') clauses.push('assignee_id IS NULL');
  else if (f.assignee) add((p) => `assignee_id = ${p}::uuid`, f.assignee === 'me' ? staffId : f.assignee);
  const soon = new Date(now.getTime() + SLA_DUE_SOON_MS);
  switch (f.sla) {
    case 'overdue':
      add((p) => `${QUEUE_DUE_SQL} < ${p}::timestamptz`, now);
      break;
    case 'due_soon':
      add((p) => `${QUEUE_DUE_SQL} >= ${p}::timestamptz`, now);
      add((p) => `${QUEUE_DUE_SQL} < ${p}::timestamptz`, soon);
      break;
    case 'due':
      add((p) => `${QUEUE_DUE_SQL} >= ${p}::timestamptz`, soon);
      clauses.push(`${QUEUE_DUE_SQL} < 'infinity'::timestamptz`);
      break;
    case 'paused':
      clauses.push(`${QUEUE_DUE_SQL} = 'infinity'::timestamptz`);
      break;
  }
  return clauses;
}

/** The flag's values a filter leaves, in the queue's order: expedited first. */
export function expeditedParts(f: WorkQueueFilter): boolean[] {
  if (f.expedited === 'true') return [true];
  if (f.expedited === 'false') return [false];
  return [true, false];
}
