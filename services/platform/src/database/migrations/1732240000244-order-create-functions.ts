import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order create's two steps, each a lock and then a statement that must see what the lock's previous
 * holder committed, as one function call: one round trip where a transaction took four (its start,
 * the lock, the statement, its commit). A VOLATILE function takes a fresh snapshot for each
 * statement it runs, so the statement after the lock counts with one taken once the lock is held,
 * as a statement of its own did; the lock is held until the calling statement commits.
 *
 * `reserve_order_identity`: the key's earlier identity, else a new one stored under the key while
 * the account has room for another unpaid order; the account's lapsed keys go as it makes new ones.
 * `place_order`: the order and its first timeline row unless the account holds the most unpaid
 * orders it may; true when the order is stored, by this call or an earlier repeat of it. Both ask
 * `account_has_unpaid_room`; the cap and the unpaid statuses are the caller's, from the contracts.
 */
export class OrderCreateFunctions1732240000244 implements MigrationInterface {
  name = 'OrderCreateFunctions1732240000244';

  async up(q: QueryRunner): Promise<void> {
    // STABLE: it counts with the snapshot of the statement that calls it, the one taken after the lock.
    await q.query(`
      CREATE FUNCTION account_has_unpaid_room(p_account uuid, p_max_unpaid int, p_unpaid text[])
      RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT count(*) < p_max_unpaid FROM orders WHERE account_id = p_account AND status = ANY (p_unpaid)
      $$`);
    await q.query(`
      CREATE FUNCTION reserve_order_identity(p_lock text, p_account uuid, p_key text, p_digest text, p_order uuid, p_ttl_ms bigint,
                                             p_max_unpaid int, p_unpaid text[])
      RETURNS TABLE (earlier_hash text, identity_id uuid, identity_number text) LANGUAGE sql VOLATILE AS $$
        SELECT pg_advisory_xact_lock(hashtextextended(p_lock, 0));
        WITH earlier AS (
          SELECT request_hash, order_id, order_number FROM order_create_keys
           WHERE account_id = p_account AND idempotency_key = p_key AND expires_at > now()),
        fresh AS (
          SELECT CASE WHEN account_has_unpaid_room(p_account, p_max_unpaid, p_unpaid)
                      THEN 'FB-' || nextval('order_number_seq') END AS order_number
           WHERE NOT EXISTS (SELECT 1 FROM earlier)),
        stored AS (
          INSERT INTO order_create_keys (account_id, idempotency_key, request_hash, order_id, order_number, expires_at)
          SELECT p_account, p_key, p_digest, p_order, order_number, now() + p_ttl_ms * interval '1 millisecond'
            FROM fresh WHERE order_number IS NOT NULL
          ON CONFLICT (account_id, idempotency_key) DO UPDATE SET request_hash = excluded.request_hash, order_id = excluded.order_id,
            order_number = excluded.order_number, expires_at = excluded.expires_at),
        lapsed AS (
          DELETE FROM order_create_keys
           WHERE account_id = p_account AND expires_at <= now() AND idempotency_key <> p_key
             AND EXISTS (SELECT 1 FROM fresh WHERE order_number IS NOT NULL))
        SELECT request_hash, order_id, order_number FROM earlier
        UNION ALL SELECT NULL, p_order, order_number FROM fresh
      $$`);
    await q.query(`
      CREATE FUNCTION place_order(p_lock text, p_order jsonb, p_max_unpaid int, p_unpaid text[])
      RETURNS boolean LANGUAGE sql VOLATILE AS $$
        SELECT pg_advisory_xact_lock(hashtextextended(p_lock, 0));
        WITH o AS (SELECT * FROM jsonb_populate_record(NULL::orders, p_order)),
        earlier AS (SELECT 1 FROM orders WHERE id = (SELECT id FROM o)),
        placed AS (
          INSERT INTO orders (id, order_number, payment_intent_id, account_id, service_id, package_id, status, business_info,
                              customer_info, items, additional_services, included_add_ons, expedited, quote_inputs, subtotal_cents,
                              tax_cents, total_cents)
          SELECT id, order_number, payment_intent_id, account_id, service_id, package_id, 'pending_payment', business_info,
                 customer_info, items, additional_services, included_add_ons, expedited, quote_inputs, subtotal_cents,
                 tax_cents, total_cents
            FROM o
           WHERE NOT EXISTS (SELECT 1 FROM earlier)
             AND account_has_unpaid_room(o.account_id, p_max_unpaid, p_unpaid)
          RETURNING id),
        timeline AS (
          INSERT INTO order_events (order_id, from_status, to_status, source, note)
          SELECT id, NULL, 'pending_payment', 'api', 'Order placed' FROM placed)
        SELECT EXISTS (SELECT 1 FROM earlier) OR EXISTS (SELECT 1 FROM placed)
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION place_order(text, jsonb, int, text[])`);
    await q.query(`DROP FUNCTION reserve_order_identity(text, uuid, text, text, uuid, bigint, int, text[])`);
    await q.query(`DROP FUNCTION account_has_unpaid_room(uuid, int, text[])`);
  }
}
