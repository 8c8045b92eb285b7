import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin overview's figures kept as they change instead of aggregated from every order on each
 * read: orders per status, orders and paid revenue per day of creation, and each completion's time
 * since payment (indexed, and counted per hour, so the median is found from the hour that holds
 * the middle and a short walk of the index within it). Triggers write them in
 * the transaction that creates, changes or deletes the order or its timeline, whichever process
 * does it, so they are never behind or ahead of the orders.
 */
export class OrderRollups1732240000071 implements MigrationInterface {
  name = 'OrderRollups1732240000071';

  async up(q: QueryRunner): Promise<void> {
    // Writers wait for this migration to commit, so no change falls between the backfill and the triggers.
    await q.query(`LOCK TABLE orders, order_events IN SHARE MODE`);
    await q.query(`CREATE TABLE order_status_counts (status text PRIMARY KEY, orders bigint NOT NULL)`);
    await q.query(`
      CREATE TABLE order_daily_totals (
        day date PRIMARY KEY,
        orders bigint NOT NULL,
        paid_cents bigint NOT NULL
      )`);
    await q.query(`
      CREATE TABLE order_completion_times (
        event_id bigint PRIMARY KEY REFERENCES order_events(id) ON DELETE CASCADE,
        seconds double precision NOT NULL
      )`);
    await q.query(`CREATE INDEX order_completion_times_seconds ON order_completion_times (seconds)`);
    // Completions per whole hour of the time since payment: where the middle one lies, in a few rows.
    await q.query(`CREATE TABLE order_completion_hours (hour int PRIMARY KEY, completions bigint NOT NULL)`);

    await q.query(`
      CREATE FUNCTION order_rollup_status(s text, n int) RETURNS void LANGUAGE sql AS $$
        INSERT INTO order_status_counts AS c (status, orders) VALUES (s, n)
        ON CONFLICT (status) DO UPDATE SET orders = c.orders + excluded.orders
      $$`);
    await q.query(`
      CREATE FUNCTION order_rollup_day(d date, n int, cents bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO order_daily_totals AS t (day, orders, paid_cents) VALUES (d, n, cents)
        ON CONFLICT (day) DO UPDATE SET orders = t.orders + excluded.orders, paid_cents = t.paid_cents + excluded.paid_cents
      $$`);
    // A completion counts from the order's payment; an order paid at another time is counted again.
    await q.query(`
      CREATE FUNCTION order_rollup_completions(order_uuid uuid) RETURNS void LANGUAGE sql AS $$
        DELETE FROM order_completion_times c USING order_events e
         WHERE c.event_id = e.id AND e.order_id = order_uuid;
        INSERT INTO order_completion_times (event_id, seconds)
        SELECT e.id, extract(epoch FROM e.created_at - o.paid_at)
          FROM order_events e JOIN orders o ON o.id = e.order_id
         WHERE e.order_id = order_uuid AND e.to_status = 'completed' AND o.paid_at IS NOT NULL
      $$`);
    // A day is the day of creation in the session's time zone, as the overview's calendar is. The
    // shared rows are always taken in one order (statuses by name, then days by date) and only when
    // their figure changes, so two transitions in opposite directions cannot deadlock on them.
    await q.query(`
      CREATE FUNCTION orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_cents bigint := CASE WHEN TG_OP = 'INSERT' OR OLD.paid_at IS NULL THEN 0 ELSE OLD.total_cents END;
        new_cents bigint := CASE WHEN TG_OP = 'DELETE' OR NEW.paid_at IS NULL THEN 0 ELSE NEW.total_cents END;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM order_rollup_status(NEW.status, 1);
          PERFORM order_rollup_day(NEW.created_at::date, 1, new_cents);
          RETURN NULL;
        END IF;
        IF TG_OP = 'DELETE' THEN
          PERFORM order_rollup_status(OLD.status, -1);
          PERFORM order_rollup_day(OLD.created_at::date, -1, -old_cents);
          RETURN NULL;
        END IF;
        IF OLD.status < NEW.status THEN
          PERFORM order_rollup_status(OLD.status, -1);
          PERFORM order_rollup_status(NEW.status, 1);
        ELSIF OLD.status > NEW.status THEN
          PERFORM order_rollup_status(NEW.status, 1);
          PERFORM order_rollup_status(OLD.status, -1);
        END IF;
        IF OLD.created_at::date = NEW.created_at::date THEN
          IF old_cents <> new_cents THEN
            PERFORM order_rollup_day(NEW.created_at::date, 0, new_cents - old_cents);
          END IF;
        ELSIF OLD.created_at::date < NEW.created_at::date THEN
          PERFORM order_rollup_day(OLD.created_at::date, -1, -old_cents);
          PERFORM order_rollup_day(NEW.created_at::date, 1, new_cents);
        ELSE
          PERFORM order_rollup_day(NEW.created_at::date, 1, new_cents);
          PERFORM order_rollup_day(OLD.created_at::date, -1, -old_cents);
        END IF;
        IF NEW.paid_at IS DISTINCT FROM OLD.paid_at THEN
          PERFORM order_rollup_completions(NEW.id);
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(
      `CREATE TRIGGER orders_rollup_insert_delete AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup()`,
    );
    await q.query(`
      CREATE TRIGGER orders_rollup_update AFTER UPDATE OF status, paid_at, total_cents, created_at ON orders FOR EACH ROW
        WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
              OR OLD.total_cents IS DISTINCT FROM NEW.total_cents OR OLD.created_at IS DISTINCT FROM NEW.created_at)
        EXECUTE FUNCTION orders_rollup()`);
    await q.query(`
      CREATE FUNCTION order_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO order_completion_times (event_id, seconds)
        SELECT NEW.id, extract(epoch FROM NEW.created_at - o.paid_at) FROM orders o WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER order_events_rollup AFTER INSERT ON order_events FOR EACH ROW
        WHEN (NEW.to_status = 'completed') EXECUTE FUNCTION order_events_rollup()`);

    await q.query(`
      CREATE FUNCTION order_completion_times_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO order_completion_hours AS h (hour, completions)
        VALUES (floor(coalesce(NEW.seconds, OLD.seconds) / 3600), CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END)
        ON CONFLICT (hour) DO UPDATE SET completions = h.completions + excluded.completions;
        RETURN NULL;
      END
      $$`);

    // Every figure from scratch: the backfill here, and after a bulk load made with the triggers off
    // (the hours are recounted from the times, so the times' own trigger must be off or not yet on).
    await q.query(`
      CREATE FUNCTION order_rollups_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM order_status_counts;
        DELETE FROM order_daily_totals;
        DELETE FROM order_completion_times;
        INSERT INTO order_status_counts (status, orders) SELECT status, count(*) FROM orders GROUP BY status;
        INSERT INTO order_daily_totals (day, orders, paid_cents)
        SELECT created_at::date, count(*), coalesce(sum(total_cents) FILTER (WHERE paid_at IS NOT NULL), 0) FROM orders GROUP BY 1;
        INSERT INTO order_completion_times (event_id, seconds)
        SELECT e.id, extract(epoch FROM e.created_at - o.paid_at)
          FROM order_events e JOIN orders o ON o.id = e.order_id
         WHERE e.to_status = 'completed' AND o.paid_at IS NOT NULL;
        DELETE FROM order_completion_hours;
        INSERT INTO order_completion_hours (hour, completions)
        SELECT floor(seconds / 3600), count(*) FROM order_completion_times GROUP BY 1
      $$`);
    await q.query(`SELECT order_rollups_rebuild()`);
    await q.query(`
      CREATE TRIGGER order_completion_times_rollup AFTER INSERT OR DELETE ON order_completion_times FOR EACH ROW
        EXECUTE FUNCTION order_completion_times_rollup()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER order_completion_times_rollup ON order_completion_times`);
    await q.query(`DROP TRIGGER order_events_rollup ON order_events`);
    await q.query(`DROP TRIGGER orders_rollup_update ON orders`);
    await q.query(`DROP TRIGGER orders_rollup_insert_delete ON orders`);
    await q.query(
      `DROP FUNCTION order_rollups_rebuild(), order_completion_times_rollup(), order_events_rollup(), orders_rollup(), order_rollup_completions(uuid), order_rollup_day(date, int, bigint), order_rollup_status(text, int)`,
    );
    await q.query(`DROP TABLE order_completion_hours, order_completion_times, order_daily_totals, order_status_counts`);
  }
}
