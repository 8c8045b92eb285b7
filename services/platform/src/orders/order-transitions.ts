import type { EntityManager } from 'typeorm';
import { allowedFrom, notifiesCustomer, type OrderStatus, type TransitionSource } from '@filebridge/contracts';
import { writeOutbox } from '../outbox/outbox';

export interface TransitionRequest {
  orderId: string;
  to: OrderStatus;
  source: TransitionSource;
  note?: string;
  actor?: string;
  correlationId?: string;
}

export interface TransitionResult {
  changed: boolean;
  from: OrderStatus | null;
}

/**
 * The one place an order changes state: a conditional UPDATE on the allowed "from"
 * statuses, its timeline row and the events it causes, all in the caller's transaction. Applying
 * the same transition twice changes nothing and emits nothing, which is what lets the API, the
 * webhook worker and the reconciler race safely.
 */
export async function transitionOrder(m: EntityManager, req: TransitionRequest): Promise<TransitionResult> {
  // TypeORM answers an UPDATE with [rows, rowCount].
  const [rows] = await m.query<[{ from_status: OrderStatus }[], number]>(
    `UPDATE orders o SET status = $2, updated_at = now(), version = o.version + 1,
            paid_at = CASE WHEN $2 = 'paid' THEN coalesce(o.paid_at, now()) ELSE o.paid_at END
       FROM (SELECT id, status FROM orders WHERE id = $1 FOR UPDATE) prev
      WHERE o.id = prev.id AND o.status = ANY($3::text[])
      RETURNING prev.status AS from_status`,
    [req.orderId, req.to, allowedFrom(req.to)],
  );
  const from = rows[0]?.from_status;
  if (!from) return { changed: false, from: null };
  await m.query(`INSERT INTO order_events (order_id, from_status, to_status, source, note, actor) VALUES ($1, $2, $3, $4, $5, $6)`, [
    req.orderId,
    from,
    req.to,
    req.source,
    req.note ?? null,
    req.actor ?? null,
  ]);
  const meta = { orderId: req.orderId, correlationId: req.correlationId };
  if (req.to === 'paid') {
    await writeOutbox(m, 'payment.succeeded', meta, `payment-succeeded-${req.orderId}`);
  } else if (notifiesCustomer(req.to)) {
    // Its handler mails the customer; transitions nobody is told about need no event.
    await writeOutbox(m, 'order.status-changed', { ...meta, from, to: req.to }, `status-${req.orderId}-${req.to}`);
  }
  return { changed: true, from };
}
