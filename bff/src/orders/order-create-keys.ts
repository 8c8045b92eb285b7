import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ORDER_CREATE_KEY_TTL_MS, ORDER_CREATE_REPEAT_WINDOW_MS } from '@filebridge/contracts';
import { nextOrderIdentity, type OrderIdentity } from './place-order';

export type Reservation = { kind: 'order'; identity: OrderIdentity } | { kind: 'too_many_unpaid' } | { kind: 'key_reused' };

/** JSON with every object's keys sorted, so the same request always has the same digest. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export const requestDigest = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('base64url');

/**
 * The order identity an order-create attempt gets: the one given to an earlier call with the same
 * key (its Idempotency-Key, or without one the request's own digest within a short window), else a
 * new one. Calls with one key take turns on a lock held only for this short transaction, never
 * over a Stripe call: every repeat, however many race, leaves with the first call's identity, so
 * its payment intent (keyed by the order) and its order row are the first call's too.
 */
export function reserveOrderIdentity(
  ds: DataSource,
  accountId: string,
  idempotencyKey: string | undefined,
  digest: string,
): Promise<Reservation> {
  const key = idempotencyKey === undefined ? `body:${digest}` : `key:${idempotencyKey}`;
  const ttlMs = idempotencyKey === undefined ? ORDER_CREATE_REPEAT_WINDOW_MS : ORDER_CREATE_KEY_TTL_MS;
  return ds.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`order-create:${accountId}:${key}`]);
    const [earlier] = await m.query<{ request_hash: string; order_id: string; order_number: string }[]>(
      `SELECT request_hash, order_id, order_number FROM order_create_keys
       WHERE account_id = $1 AND idempotency_key = $2 AND expires_at > now()`,
      [accountId, key],
    );
    if (earlier) {
      return earlier.request_hash === digest
        ? { kind: 'order', identity: { id: earlier.order_id, orderNumber: earlier.order_number } }
        : { kind: 'key_reused' };
    }
    const identity = await nextOrderIdentity(m, accountId);
    if (!identity) return { kind: 'too_many_unpaid' };
    await m.query(
      `INSERT INTO order_create_keys (account_id, idempotency_key, request_hash, order_id, order_number, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')
       ON CONFLICT (account_id, idempotency_key) DO UPDATE SET request_hash = excluded.request_hash, order_id = excluded.order_id,
         order_number = excluded.order_number, expires_at = excluded.expires_at`,
      [accountId, key, digest, identity.id, identity.orderNumber, ttlMs],
    );
    // The account's lapsed keys go as it makes new ones, so the table holds about a day of attempts.
    await m.query(`DELETE FROM order_create_keys WHERE account_id = $1 AND expires_at <= now()`, [accountId]);
    return { kind: 'order', identity };
  });
}
