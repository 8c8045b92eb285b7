import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  slaStateOf,
  toDollars,
  WORK_QUEUE_COUNT_CAP,
  type FulfilmentPhase,
  type SlaDto,
  type WorkQueueFilter,
  type WorkQueueItem,
  type WorkQueuePage,
} from '@filebridge/contracts';
import { QUEUE_DUE_SQL, QUEUE_PAID_SQL } from '@filebridge/platform';
import { decodeCursor, encodeCursor, expeditedParts, queueConditions, type QueueCursor } from './work-queue-filter';

interface QueueRow {
  id: string;
  order_number: string;
  service_name: string;
  service_kind: 'business' | 'trucking' | null;
  business_name: string | null;
  customer_email: string | null;
  state_code: string | null;
  agency: string | null;
  phase: FulfilmentPhase | null;
  expedited: boolean;
  total_cents: number;
  paid_at: Date | null;
  sla_due_at: Date | null;
  sla_remaining_ms: string | null;
  assignee_id: string | null;
  assignee_email: string | null;
}

interface KeyRow {
  id: string;
  expedited: boolean;
  due: string;
  paid: string;
}

export function slaOf(dueAt: Date | null, remainingMs: string | null, now: Date): SlaDto {
  return {
    state: slaStateOf(dueAt, now),
    dueAt: dueAt?.toISOString() ?? null,
    remainingMs: remainingMs === null ? null : Number(remainingMs),
  };
}

/** The queue's order within one flag's part; the queue's indexes end in these very expressions. */
const QUEUE_ORDER_SQL = `${QUEUE_DUE_SQL}, ${QUEUE_PAID_SQL}, id`;

/**
 * The work queue: orders being worked on, expedited first, then by when their promise runs out,
 * then oldest paid first (so orders whose clock is stopped wait in the order they were paid).
 * A page is cut by keyset from one index range per flag (the flag, the due time, the payment time,
 * the id), so the millionth order costs what the first does, and a cursor never skips or repeats an order.
 */
@Injectable()
export class WorkQueueService {
  constructor(private readonly ds: DataSource) {}

  async page(f: WorkQueueFilter, staffId: string, after: string | undefined, size: number): Promise<WorkQueuePage> {
    const now = new Date();
    const cursor = after ? decodeCursor(after) : null;
    const [keys, count] = await Promise.all([this.keys(f, staffId, cursor, size + 1, now), this.count(f, staffId, now)]);
    const page = keys.slice(0, size);
    const last = page[page.length - 1];
    return {
      items: await this.items(
        page.map((k) => k.id),
        now,
      ),
      nextCursor: keys.length > size && last ? encodeCursor(last) : null,
      ...count,
    };
  }

  /** The ids of the next `limit` orders after `cursor`, from each flag's index range in turn. */
  async keys(f: WorkQueueFilter, staffId: string, cursor: QueueCursor | null, limit: number, now: Date): Promise<QueueCursor[]> {
    const found: QueueCursor[] = [];
    for (const expedited of expeditedParts(f)) {
      if (found.length >= limit) break;
      // A cursor in the later part has left the expedited part behind; past its own part, a part starts at its beginning.
      if (cursor && !cursor.expedited && expedited) continue;
      const params: unknown[] = [];
      const where = queueConditions(f, staffId, params, now);
      params.push(expedited);
      where.push(`expedited = $${params.length}`);
      if (cursor && cursor.expedited === expedited) {
        params.push(cursor.due, cursor.paid, cursor.id);
        const [due, paid, id] = [params.length - 2, params.length - 1, params.length];
        where.push(`(${QUEUE_ORDER_SQL}) > ($${due}::timestamptz, $${paid}::timestamptz, $${id}::uuid)`);
      }
      params.push(limit - found.length);
      const rows = await this.ds.query<KeyRow[]>(
        `SELECT id, expedited, (${QUEUE_DUE_SQL})::text AS due, (${QUEUE_PAID_SQL})::text AS paid FROM orders
          WHERE ${where.join(' AND ')} ORDER BY ${QUEUE_ORDER_SQL} LIMIT $${params.length}`,
        params,
      );
      found.push(...rows.map((r) => ({ expedited: r.expedited, due: r.due, paid: r.paid, id: r.id })));
    }
    return found;
  }

  private async count(f: WorkQueueFilter, staffId: string, now: Date): Promise<Pick<WorkQueuePage, 'matching' | 'matchingCapped'>> {
    const params: unknown[] = [];
    const where = queueConditions(f, staffId, params, now);
    if (f.expedited) where.push(`expedited = ${f.expedited === 'true'}`);
    const [row] = await this.ds.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM orders WHERE ${where.join(' AND ')} LIMIT ${WORK_QUEUE_COUNT_CAP + 1}) m`,
      params,
    );
    const n = row?.n ?? 0;
    return n > WORK_QUEUE_COUNT_CAP ? { matching: WORK_QUEUE_COUNT_CAP, matchingCapped: true } : { matching: n, matchingCapped: false };
  }

  /** The rows of a page, in the page's order. */
  async items(ids: string[], now: Date): Promise<WorkQueueItem[]> {
    if (!ids.length) return [];
    const rows = await this.ds.query<QueueRow[]>(
      `SELECT o.id, o.order_number, s.name AS service_name, s.category AS service_kind, o.business_info->>'name' AS business_name,
              o.customer_info->>'email' AS customer_email, o.state_code, o.agency, o.phase, o.expedited, o.total_cents, o.paid_at,
              o.sla_due_at, o.sla_remaining_ms, o.assignee_id, a.email AS assignee_email
         FROM orders o JOIN services s ON s.id = o.service_id LEFT JOIN accounts a ON a.id = o.assignee_id
        WHERE o.id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        {
          id: r.id,
          orderNumber: r.order_number,
          serviceName: r.service_name,
          serviceKind: r.service_kind,
          businessName: r.business_name ?? '',
          customerEmail: r.customer_email ?? '',
          state: r.state_code,
          agency: r.agency,
          phase: r.phase,
          expedited: r.expedited,
          total: toDollars(r.total_cents),
          paidAt: r.paid_at?.toISOString() ?? null,
          sla: slaOf(r.sla_due_at, r.sla_remaining_ms, now),
          assignee: r.assignee_id && r.assignee_email ? { id: r.assignee_id, email: r.assignee_email } : null,
        },
      ];
    });
  }
}
