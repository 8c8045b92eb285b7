import { createHash, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ORDER_CREATE_KEY_TTL_MS, ORDER_CREATE_REPEAT_WINDOW_MS } from '@filebridge/contracts';
import { hasRoomSql, type OrderIdentity } from './place-order';

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
    // One statement once the lock is held: the key's earlier identity, else a new one stored under
    // the key while the account has room for another unpaid order, so a refused order costs Stripe
    // nothing. The account's lapsed keys go as it makes new ones, so the table holds about a day of
    // attempts.
    const [row] = await m.query<{ request_hash: string | null; order_id: string; order_number: string | null }[]>(
      `WITH earlier AS (
         SELECT request_hash, order_id, order_number FROM order_create_keys
          WHERE account_id = $1 AND idempotency_key = $2 AND expires_at > now()),
       fresh AS (
         SELECT CASE WHEN ${hasRoomSql('$1')} THEN 'FB-' || nextval('order_number_seq') END AS order_number
          WHERE NOT EXISTS (SELECT 1 FROM earlier)),
       stored AS (
         INSERT INTO order_create_keys (account_id, idempotency_key, request_hash, order_id, order_number, expires_at)
         SELECT $1, $2, $3, $4, order_number, now() + $5 * interval '1 millisecond' FROM fresh WHERE order_number IS NOT NULL
         ON CONFLICT (account_id, idempotency_key) DO UPDATE SET request_hash = excluded.request_hash, order_id = excluded.order_id,
           order_number = excluded.order_number, expires_at = excluded.expires_at),
       lapsed AS (
         DELETE FROM order_create_keys
          WHERE account_id = $1 AND expires_at <= now() AND idempotency_key <> $2 AND EXISTS (SELECT 1 FROM fresh WHERE order_number IS NOT NULL))
       SELECT request_hash, order_id, order_number FROM earlier
       UNION ALL SELECT NULL, $4, order_number FROM fresh`,
      [accountId, key, digest, randomUUID(), ttlMs],
    );
    if (!row!.order_number) return { kind: 'too_many_unpaid' };
    if (row!.request_hash !== null && row!.request_hash !== digest) return { kind: 'key_reused' };
    return { kind: 'order', identity: { id: row!.order_id, orderNumber: row!.order_number } };
  });
}
