import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { STAFF_PHASE_LABELS, toDollars, type AdminOrderListQuery, type WorkQueueFilter } from '@filebridge/contracts';
import { containsPattern, exactOrderNumber, ORDER_SEARCH_TEXT_SQL } from '@filebridge/platform';
import { csvRow } from '../admin';
import { WorkQueueService } from './work-queue.service';
import type { QueueCursor } from './work-queue-filter';

/** Rows read per round trip: enough to keep the socket busy, few enough that memory stays flat. */
export const EXPORT_BATCH = 1000;

const QUEUE_COLUMNS = [
  'orderNumber',
  'serviceName',
  'businessName',
  'customerEmail',
  'state',
  'agency',
  'phase',
  'expedited',
  'sla',
  'dueAt',
  'assignee',
  'total',
  'paidAt',
] as const;

const ORDER_COLUMNS = [
  'orderNumber',
  'status',
  'phase',
  'serviceName',
  'businessName',
  'customerEmail',
  'expedited',
  'total',
  'createdAt',
  'paidAt',
] as const;

interface OrderExportRow {
  id: string;
  order_number: string;
  status: string;
  phase: keyof typeof STAFF_PHASE_LABELS | null;
  service_id: string;
  business_name: string | null;
  customer_email: string | null;
  expedited: boolean;
  total_cents: number;
  created_at: Date;
  paid_at: Date | null;
  /** The sort key as PostgreSQL wrote it, for the next batch's keyset. */
  created_key: string;
}

/**
 * CSV downloads of any filtered list, streamed: each batch is read by keyset after the last, turned
 * to lines and handed to the socket, and the next is read only once the socket has taken them, so a
 * million rows pass through a few batches' worth of memory.
 */
@Injectable()
export class CsvExportService {
  constructor(
    private readonly ds: DataSource,
    private readonly queue: WorkQueueService,
  ) {}

  sendQueue(reply: FastifyReply, f: WorkQueueFilter, staffId: string): void {
    send(reply, 'work-queue', this.queueLines(f, staffId));
  }

  sendOrders(reply: FastifyReply, q: Pick<AdminOrderListQuery, 'status' | 'phase' | 'search'>): void {
    send(reply, 'orders', this.orderLines(q));
  }

  private async *queueLines(f: WorkQueueFilter, staffId: string): AsyncGenerator<string> {
    yield QUEUE_COLUMNS.join(',') + '\r\n';
    const now = new Date();
    for (let cursor: QueueCursor | null = null; ;) {
      const keys = await this.queue.keys(f, staffId, cursor, EXPORT_BATCH, now);
      if (!keys.length) return;
      const items = await this.queue.items(
        keys.map((k) => k.id),
        now,
      );
      yield items
        .map((o) =>
          csvRow(QUEUE_COLUMNS, {
            ...o,
            phase: o.phase ? STAFF_PHASE_LABELS[o.phase] : '',
            sla: o.sla.state,
            dueAt: o.sla.dueAt,
            assignee: o.assignee?.email ?? '',
          }),
        )
        .join('');
      if (keys.length < EXPORT_BATCH) return;
      cursor = keys[keys.length - 1]!;
    }
  }

  /** The orders list's own order: expedited first, each part newest first, read by keyset from its index. */
  private async *orderLines(q: Pick<AdminOrderListQuery, 'status' | 'phase' | 'search'>): AsyncGenerator<string> {
    yield ORDER_COLUMNS.join(',') + '\r\n';
    const services = new Map(
      (await this.ds.query<{ id: string; name: string }[]>(`SELECT id, name FROM services`)).map((s) => [s.id, s.name]),
    );
    for (const expedited of [true, false]) {
      for (let after: { key: string; id: string } | null = null; ;) {
        const params: unknown[] = [expedited];
        const where = ['expedited = $1'];
        const add = (clause: (p: string) => string, value: unknown) => {
          params.push(value);
          where.push(clause(`$${params.length}`));
        };
        if (q.status) add((p) => `status = ${p}`, q.status);
        if (q.phase) add((p) => `phase = ${p}`, q.phase);
        if (q.search) {
          const number = exactOrderNumber(q.search);
          if (number) add((p) => `order_number = ${p}`, number);
          else add((p) => `(${ORDER_SEARCH_TEXT_SQL}) ILIKE ${p}`, containsPattern(q.search));
        }
        if (after) {
          params.push(after.key, after.id);
          where.push(`(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
        }
        const rows = await this.ds.query<OrderExportRow[]>(
          `SELECT id, order_number, status, phase, service_id, business_info->>'name' AS business_name,
                  customer_info->>'email' AS customer_email, expedited, total_cents, created_at, paid_at, created_at::text AS created_key
             FROM orders WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ${EXPORT_BATCH}`,
          params,
        );
        if (rows.length) {
          yield rows
            .map((r) =>
              csvRow(ORDER_COLUMNS, {
                orderNumber: r.order_number,
                status: r.status,
                phase: r.phase ? STAFF_PHASE_LABELS[r.phase] : '',
                serviceName: services.get(r.service_id) ?? '',
                businessName: r.business_name ?? '',
                customerEmail: r.customer_email ?? '',
                expedited: r.expedited,
                total: toDollars(r.total_cents),
                createdAt: r.created_at,
                paidAt: r.paid_at,
              }),
            )
            .join('');
        }
        if (rows.length < EXPORT_BATCH) break;
        const last = rows[rows.length - 1]!;
        after = { key: last.created_key, id: last.id };
      }
    }
  }
}

function send(reply: FastifyReply, name: string, lines: AsyncGenerator<string>): void {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(Readable.from(lines));
}
