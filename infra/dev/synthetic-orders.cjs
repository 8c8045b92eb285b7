// Synthetic orders for `npm run seed:orders`, the bench's admin-scale figures and the suites that
// measure the admin at scale; kept beside the bench so no process of the product ships it.
// CommonJS, so the dev scripts import it as it is and jest loads it without a transform.
'use strict';

/** Orders per synthetic account, roughly what a returning filer orders over the years. */
const ORDERS_PER_ACCOUNT = 10;
/** How far back synthetic orders go. */
const HISTORY_DAYS = 730;

/**
 * Inserts `count` synthetic orders with their timelines, spread over two years and over every
 * status, for measuring the admin at scale; a database's catalog must be seeded first. One
 * set-based statement per table (generate_series), in one transaction with the rollup triggers off
 * and the rollups rebuilt once at the end, which is what makes a million rows take a minute instead
 * of an hour. The transaction holds the orders table for itself meanwhile: this is for a bench or
 * a developer's database, never a live one.
 */
async function seedSyntheticOrders(ds, count) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive whole number, not ${count}`);
  const result = await ds.transaction(async (m) => {
    await m.query(`ALTER TABLE orders DISABLE TRIGGER USER`);
    await m.query(`ALTER TABLE order_events DISABLE TRIGGER USER`);
    await m.query(`ALTER TABLE order_completion_times DISABLE TRIGGER USER`);
    const run = Math.random().toString(36).slice(2, 10);
    await m.query(
      `CREATE TEMP TABLE synthetic_accounts ON COMMIT DROP AS
       WITH inserted AS (
         INSERT INTO accounts (email, password_hash, first_name, last_name, role)
         SELECT 'synthetic-' || $1 || '-' || g || '@example.test', '!synthetic', 'Synthetic', 'Customer ' || g, 'customer'
           FROM generate_series(1, $2::int) g
         RETURNING id)
       SELECT id, row_number() OVER () - 1 AS n FROM inserted`,
      [run, Math.ceil(count / ORDERS_PER_ACCOUNT)],
    );
    await m.query(
      `CREATE TEMP TABLE synthetic_packages ON COMMIT DROP AS
       SELECT p.id, p.service_id, p.title, p.price_cents, coalesce(p.included_add_ons, '{}') AS included,
              row_number() OVER (ORDER BY p.id) - 1 AS n
         FROM packages p WHERE p.price_cents > 0`,
    );
    const [{ packages }] = await m.query(`SELECT count(*)::int AS packages FROM synthetic_packages`);
    if (!packages) throw new Error('seed the catalog first: synthetic orders are orders of its priced packages');
    await m.query(
      `CREATE TEMP TABLE synthetic_orders ON COMMIT DROP AS
       SELECT g, nextval('order_number_seq') AS number,
              (ARRAY['pending_payment','payment_failed','expired','paid','in_progress','completed','completed','completed','completed','refunded'])[1 + (g * 7) % 10] AS status,
              now() - random() * interval '${HISTORY_DAYS} days' AS created_at,
              random() * interval '2 hours' AS to_paid,
              random() * interval '10 days' AS to_completed
         FROM generate_series(0, $1::int - 1) g`,
      [count],
    );
    await m.query(
      `INSERT INTO orders (id, order_number, account_id, service_id, package_id, status, business_info, customer_info, items,
                           additional_services, included_add_ons, expedited, subtotal_cents, tax_cents, total_cents, paid_at,
                           next_reconcile_at, created_at, updated_at)
       SELECT gen_random_uuid(), 'FB-' || s.number, a.id, p.service_id, p.id, s.status,
              jsonb_build_object('name', (ARRAY['Northwind','Bluebird','Ironhorse','Lakeside','Summit','Redwood'])[1 + s.g % 6] || ' Hauling ' || s.number || ' LLC',
                                 'type', 'LLC', 'state', 'TX', 'address', s.number || ' Main St', 'city', 'Austin', 'zip', '78701'),
              jsonb_build_object('firstName', (ARRAY['Ana','Ben','Chloe','Dmitri','Esther','Farid','Grace'])[1 + s.g % 7],
                                 'lastName', (ARRAY['Lopez','Nguyen','Okafor','Schmidt','Tanaka'])[1 + s.g % 5],
                                 'email', 'cust' || s.number || '@example.test', 'phone', '5125550100',
                                 'billingAddress', jsonb_build_object('address', s.number || ' Main St', 'city', 'Austin', 'state', 'TX', 'zip', '78701')),
              jsonb_build_array(jsonb_build_object('code', 'package', 'description', p.title, 'amountCents', p.price_cents,
                                                   'kind', 'package', 'taxable', false)),
              '{"expeditedProcessing": false, "registeredAgent": false, "ein": false}'::jsonb,
              jsonb_build_object('expeditedProcessing', 'expeditedProcessing' = ANY(p.included),
                                 'registeredAgent', 'registeredAgent' = ANY(p.included), 'ein', 'ein' = ANY(p.included)),
              'expeditedProcessing' = ANY(p.included),
              p.price_cents, 0, p.price_cents,
              CASE WHEN s.status IN ('paid','in_progress','completed','refunded') THEN s.created_at + s.to_paid END,
              s.created_at, s.created_at, s.created_at
         FROM synthetic_orders s
         JOIN synthetic_accounts a ON a.n = s.g / ${ORDERS_PER_ACCOUNT}
         JOIN synthetic_packages p ON p.n = s.g % $1`,
      [packages],
    );
    // Orders being worked on stand in each phase, with a promise running, run out or stopped, and
    // across states and staff, so the work queue is measured as it is used.
    await m.query(
      `UPDATE orders o SET phase = q.phase, phase_changed_at = o.paid_at, sla_phase = q.phase,
              sla_due_at = CASE WHEN q.phase IN ('details_needed', 'waiting_on_customer') THEN NULL
                                ELSE now() + (((s.g * 13) % 240) - 60) * interval '1 hour' END,
              state_code = q.state, agency = q.state || ' filing office'
         FROM synthetic_orders s,
              LATERAL (SELECT (ARRAY['details_needed','in_review','waiting_on_customer','submitted','approved','rejected','documents_delivered'])[1 + s.g % 7] AS phase,
                              (ARRAY['TX','CA','NY','FL','WY','DE','WA','IL'])[1 + (s.g / 7) % 8] AS state) q
        WHERE o.order_number = 'FB-' || s.number AND s.status = 'in_progress'`,
    );
    await m.query(
      `INSERT INTO order_events (order_id, from_status, to_status, source, note, created_at)
       SELECT o.id, NULL, 'pending_payment', 'api', 'Order placed', o.created_at FROM synthetic_orders s JOIN orders o ON o.order_number = 'FB-' || s.number
       UNION ALL
       SELECT o.id, 'pending_payment', 'paid', 'webhook', NULL, o.paid_at FROM synthetic_orders s JOIN orders o ON o.order_number = 'FB-' || s.number
        WHERE o.paid_at IS NOT NULL
       UNION ALL
       SELECT o.id, 'in_progress', 'completed', 'worker', NULL, o.paid_at + s.to_completed FROM synthetic_orders s JOIN orders o ON o.order_number = 'FB-' || s.number
        WHERE s.status = 'completed'`,
    );
    const [range] = await m.query(
      `SELECT count(*)::int AS inserted, min(number)::int AS first, max(number)::int AS last FROM synthetic_orders`,
    );
    await m.query(`SELECT order_rollups_rebuild()`);
    await m.query(`ALTER TABLE order_completion_times ENABLE TRIGGER USER`);
    await m.query(`ALTER TABLE order_events ENABLE TRIGGER USER`);
    await m.query(`ALTER TABLE orders ENABLE TRIGGER USER`);
    return { inserted: range.inserted, firstNumber: range.first, lastNumber: range.last };
  });
  // Index-only scans need the visibility map a vacuum sets; the planner needs fresh statistics.
  await ds.query(`VACUUM (ANALYZE) orders, order_events, order_completion_times, order_completion_hours`);
  return result;
}

module.exports = { seedSyntheticOrders };
