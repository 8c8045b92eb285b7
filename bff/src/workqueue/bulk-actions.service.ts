import { BadRequestException, HttpException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  BULK_MAX_ORDERS,
  type BulkAction,
  type BulkResult,
  type BulkSelection,
  type MailSendPayload,
  type RequestCreate,
} from '@filebridge/contracts';
import { CONFIG, OrderNoteEntity, siteOrigin, writeOutbox, type AppConfig } from '@filebridge/platform';
import { AdminAuditService, assignment } from '../admin';
import type { Principal } from '../common';
import { RequestsService } from '../fulfilment';
import { OrderWorkService } from './order-work.service';
import { WorkQueueService } from './work-queue.service';

interface Target {
  id: string;
  order_number: string | null;
}

interface DelayedOrder {
  order_number: string;
  account_id: string;
  account_email: string;
  service_name: string;
  phase: string | null;
  status: string;
  agency: string | null;
}

/** Thrown for an order a bulk action passes over: its reason goes in the answer. */
class Skip extends Error {}

/**
 * One action over many orders: each order in its own transaction with its audit row, so one that
 * cannot take the action is reported and the others go on. A selection is bounded; a filter that
 * matches more is refused before anything changes, so staff narrow it or send it in parts.
 */
@Injectable()
export class BulkActionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly queue: WorkQueueService,
    private readonly work: OrderWorkService,
    private readonly requests: RequestsService,
    private readonly audit: AdminAuditService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async run(selection: BulkSelection, action: BulkAction, staff: Principal, correlationId: string): Promise<BulkResult> {
    if (action.kind === 'assign' && action.assigneeId) await this.work.staff(this.ds.manager, action.assigneeId);
    return this.each(selection, staff, async (m, orderId) => {
      switch (action.kind) {
        case 'assign': {
          const { previous } = await this.work.assign(m, orderId, action.assigneeId);
          await this.audit.record(m, staff, {
            action: 'order.assign',
            targetType: 'order',
            targetId: orderId,
            details: { bulk: true },
            ...assignment(previous, action.assigneeId),
          });
          return;
        }
        case 'note': {
          const note = await this.work.addNote(m, orderId, action.body, staff);
          await this.record(m, staff, 'order.note', orderId, { noteId: note.id, bulk: true });
          return;
        }
        case 'agency_delayed':
          await this.agencyDelayed(m, orderId, action.estimate, action.reason, staff, correlationId);
          return;
      }
    });
  }

  raiseRequests(selection: BulkSelection, request: RequestCreate, staff: Principal, correlationId: string): Promise<BulkResult> {
    return this.each(selection, staff, async (m, orderId) => {
      const raised = await this.requests.raise(m, orderId, request, { actor: staff.email, correlationId });
      await this.record(m, staff, 'order.request', orderId, { requestId: raised.id, kind: request.kind, bulk: true });
    });
  }

  /**
   * The agency is behind on a filing: its new date is kept on the order (the customer's estimate and
   * the team's promise follow it), noted for the team, and its customer is mailed once, keyed by the
   * order and the date, however often the same delay is reported.
   */
  private async agencyDelayed(
    m: EntityManager,
    orderId: string,
    estimate: string,
    reason: string | undefined,
    staff: Principal,
    correlationId: string,
  ): Promise<void> {
    const [o] = await m.query<DelayedOrder[]>(
      `SELECT o.order_number, o.account_id, a.email AS account_email, s.name AS service_name, o.phase, o.status, o.agency
         FROM orders o JOIN accounts a ON a.id = o.account_id JOIN services s ON s.id = o.service_id
        WHERE o.id = $1 FOR UPDATE OF o`,
      [orderId],
    );
    if (!o) throw new Skip('Order not found');
    if (o.status !== 'in_progress' || o.phase !== 'submitted')
      throw new Skip('Not with the agency: only submitted filings can be delayed.');
    // The team's follow-up moves with the agency: it is due once the agency's new day is over.
    await m.query(`UPDATE orders SET agency_estimate = $2::date, sla_due_at = ($2::date + 1)::timestamp AT TIME ZONE 'UTC' WHERE id = $1`, [
      orderId,
      estimate,
    ]);
    await m.getRepository(OrderNoteEntity).save({
      orderId,
      authorId: staff.id,
      authorEmail: staff.email,
      body: `Agency delayed; new estimate ${estimate}${reason ? `: ${reason}` : ''}.`,
    });
    const key = `agency-delayed-${orderId}-${estimate}`;
    const mail: MailSendPayload = {
      idempotencyKey: key,
      template: 'agency-delayed',
      to: o.account_email,
      data: {
        orderNumber: o.order_number,
        serviceName: o.service_name,
        agency: o.agency ?? 'The agency',
        estimate,
        ...(reason ? { reason } : {}),
        orderUrl: `${siteOrigin(this.config)}/my/account/${o.account_id}/orders/${orderId}`,
      },
      correlationId,
    };
    await writeOutbox(m, 'mail.send', mail, key);
    await this.record(m, staff, 'order.agency-delayed', orderId, { estimate, reason, bulk: true });
  }

  private async each(
    selection: BulkSelection,
    staff: Principal,
    act: (m: EntityManager, orderId: string) => Promise<void>,
  ): Promise<BulkResult> {
    const targets = await this.resolve(selection, staff);
    const result: BulkResult = { matched: targets.length, done: 0, skipped: [] };
    for (const t of targets) {
      if (t.order_number === null) {
        result.skipped.push({ orderId: t.id, orderNumber: null, reason: 'Order not found' });
        continue;
      }
      try {
        await this.ds.transaction((m) => act(m, t.id));
        result.done++;
      } catch (err) {
        if (!(err instanceof Skip || err instanceof HttpException)) throw err;
        result.skipped.push({ orderId: t.id, orderNumber: t.order_number, reason: reasonOf(err) });
      }
    }
    return result;
  }

  private async resolve(selection: BulkSelection, staff: Principal): Promise<Target[]> {
    if ('ids' in selection) {
      const ids = [...new Set(selection.ids.map((id) => id.toLowerCase()))];
      const rows = await this.ds.query<{ id: string; order_number: string }[]>(
        `SELECT id, order_number FROM orders WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const numbers = new Map(rows.map((r) => [r.id, r.order_number]));
      return ids.map((id) => ({ id, order_number: numbers.get(id) ?? null }));
    }
    const keys = await this.queue.keys(selection.filter, staff.id, null, BULK_MAX_ORDERS + 1, new Date());
    if (keys.length > BULK_MAX_ORDERS) {
      throw new BadRequestException({
        message: `More than ${BULK_MAX_ORDERS} orders match this filter: narrow it, or select the orders in parts.`,
        code: 'selection_too_large',
      });
    }
    const rows = await this.ds.query<{ id: string; order_number: string }[]>(
      `SELECT id, order_number FROM orders WHERE id = ANY($1::uuid[])`,
      [keys.map((k) => k.id)],
    );
    const numbers = new Map(rows.map((r) => [r.id, r.order_number]));
    return keys.map((k) => ({ id: k.id, order_number: numbers.get(k.id) ?? null }));
  }

  private record(m: EntityManager, staff: Principal, action: string, orderId: string, details: Record<string, unknown>): Promise<void> {
    return this.audit.record(m, staff, { action, targetType: 'order', targetId: orderId, details });
  }
}

function reasonOf(err: Skip | HttpException): string {
  if (err instanceof Skip) return err.message;
  const body = err.getResponse();
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : err.message;
}
