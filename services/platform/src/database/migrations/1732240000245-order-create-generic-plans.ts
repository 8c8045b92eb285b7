import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Order create's functions, by signature. */
const FUNCTIONS = [
  'account_has_unpaid_room(uuid, int, text[])',
  'reserve_order_identity(text, uuid, text, text, uuid, bigint, int, text[])',
  'place_order(text, jsonb, int, text[])',
];

/**
 * Order create's functions keep one generic plan for each of their statements. PostgreSQL planned
 * the unpaid-room count afresh at nearly every call, and the identity's statement at a quarter to
 * more than half of them, judging a plan for the call's own values cheaper than a generic one;
 * planning a statement over the orders table and its many indexes cost several times running it.
 * Every statement in them finds its rows by a key (the account, the idempotency key, the order
 * id), so the generic plan is the same index lookup.
 */
export class OrderCreateGenericPlans1732240000245 implements MigrationInterface {
  name = 'OrderCreateGenericPlans1732240000245';

  async up(q: QueryRunner): Promise<void> {
    for (const f of FUNCTIONS) await q.query(`ALTER FUNCTION ${f} SET plan_cache_mode = force_generic_plan`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const f of FUNCTIONS) await q.query(`ALTER FUNCTION ${f} RESET plan_cache_mode`);
  }
}
