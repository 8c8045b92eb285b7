import { createHash, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  MAX_UNPAID_ORDERS_PER_ACCOUNT,
  ORDER_CREATE_KEY_TTL_MS,
  ORDER_CREATE_REPEAT_WINDOW_MS,
  UNPAID_ORDER_STATUSES,
} from '@filebridge/contracts';
import type { OrderIdentity } from './place-order';

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
 * new one. Calls with one key take turns on a lock held only for this one statement, never over a
 * Stripe call: every repeat, however many race, leaves with the first call's identity, so its
 * payment intent (keyed by the order) and its order row are the first call's too. The lock and the
 * statement after it are one function call (`reserve_order_identity`): a refused order costs Stripe
 * nothing, and the account's lapsed keys go as it makes new ones, so the table holds about a day of
 * attempts.
 */
export async function reserveOrderIdentity(
  ds: DataSource,
  accountId: string,
  idempotencyKey: string | undefined,
  digest: string,
): Promise<Reservation> {
  const key = idempotencyKey === undefined ? `body:${digest}` : `key:${idempotencyKey}`;
  const ttlMs = idempotencyKey === undefined ? ORDER_CREATE_REPEAT_WINDOW_MS : ORDER_CREATE_KEY_TTL_MS;
  const [row] = await ds.query<{ earlier_hash: string | null; identity_id: string; identity_number: string | null }[]>(
    `SELECT * FROM reserve_order_identity($1, $2, $3, $4, $5, $6, $7, $8)`,
    [`order-create:${accountId}:${key}`, accountId, key, digest, randomUUID(), ttlMs, MAX_UNPAID_ORDERS_PER_ACCOUNT, UNPAID_ORDER_STATUSES],
  );
  if (!row!.identity_number) return { kind: 'too_many_unpaid' };
  if (row!.earlier_hash !== null && row!.earlier_hash !== digest) return { kind: 'key_reused' };
  return { kind: 'order', identity: { id: row!.identity_id, orderNumber: row!.identity_number } };
}
