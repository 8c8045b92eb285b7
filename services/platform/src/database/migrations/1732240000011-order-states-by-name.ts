import type { MigrationInterface, QueryRunner } from 'typeorm';
import { US_STATES } from '@filebridge/contracts';

/** Both state fields of an order: the business state and the billing state. */
const FIELDS = [
  { column: 'business_info', path: '{state}' },
  { column: 'customer_info', path: '{billingAddress,state}' },
];

/**
 * Orders store a state by its name ("Texas"), whatever form the customer typed. Rows stored
 * before that rule are rewritten to the name where their state reads as one of the 50 states or
 * DC (name or code, any case, trimmed); anything else is left as it was.
 */
export class OrderStatesByName1732240000011 implements MigrationInterface {
  name = 'OrderStatesByName1732240000011';

  async up(q: QueryRunner): Promise<void> {
    for (const { column, path } of FIELDS) {
      await q.query(
        `WITH states AS (SELECT code, name FROM jsonb_to_recordset($1::jsonb) AS s(code text, name text))
         UPDATE orders o SET ${column} = jsonb_set(o.${column}, '${path}', to_jsonb(s.name))
           FROM states s
          WHERE lower(btrim(o.${column} #>> '${path}', E' \\t\\r\\n')) IN (lower(s.code), lower(s.name))
            AND o.${column} #>> '${path}' <> s.name`,
        [JSON.stringify(US_STATES)],
      );
    }
  }

  /** A state's name is as valid an input as its code, so there is nothing to undo. */
  async down(): Promise<void> {}
}
