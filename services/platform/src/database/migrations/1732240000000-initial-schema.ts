import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1732240000000 implements MigrationInterface {
  name = 'InitialSchema1732240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        phone text,
        profile_picture text,
        role text NOT NULL CHECK (role IN ('customer','admin')),
        token_version int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX accounts_email_ci ON accounts (lower(email))`);

    await q.query(`
      CREATE TABLE services (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        category text NOT NULL CHECK (category IN ('business','trucking')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','inactive')),
        summary text NOT NULL,
        menu_description text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE packages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_id uuid NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        seed_key text NOT NULL,
        position int NOT NULL,
        title text NOT NULL,
        price_cents int NOT NULL CHECK (price_cents >= 0),
        price_plus text NOT NULL DEFAULT '',
        description text NOT NULL,
        popular boolean NOT NULL DEFAULT false,
        why_popular text NOT NULL DEFAULT '',
        package_include text NOT NULL DEFAULT '',
        benefit_list text[] NOT NULL DEFAULT '{}',
        button_text text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (service_id, seed_key)
      )`);
    await q.query(`
      CREATE TABLE state_taxes (
        code text PRIMARY KEY,
        state_name text NOT NULL,
        rate numeric(6,5) NOT NULL CHECK (rate >= 0 AND rate < 1)
      )`);

    await q.query(`CREATE SEQUENCE order_number_seq START 100001`);
    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_number text NOT NULL UNIQUE DEFAULT ('FB-' || nextval('order_number_seq')),
        account_id uuid NOT NULL REFERENCES accounts(id),
        service_id uuid NOT NULL REFERENCES services(id),
        package_id uuid NOT NULL REFERENCES packages(id),
        status text NOT NULL,
        business_info jsonb NOT NULL,
        customer_info jsonb NOT NULL,
        items jsonb NOT NULL,
        additional_services jsonb NOT NULL,
        subtotal_cents int NOT NULL,
        tax_cents int NOT NULL,
        total_cents int NOT NULL CHECK (total_cents > 0),
        currency text NOT NULL DEFAULT 'usd',
        payment_intent_id text UNIQUE,
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version int NOT NULL DEFAULT 1
      )`);
    await q.query(`CREATE INDEX orders_account ON orders (account_id, created_at DESC)`);
    await q.query(`CREATE INDEX orders_status ON orders (status, created_at)`);
    await q.query(`
      CREATE TABLE order_events (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        from_status text,
        to_status text NOT NULL,
        source text NOT NULL CHECK (source IN ('api','webhook','worker','admin','reconciler')),
        note text,
        actor text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_events_order ON order_events (order_id, id)`);

    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        topic text NOT NULL,
        payload jsonb NOT NULL,
        job_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE UNIQUE INDEX outbox_job_id ON outbox (job_id)`);
    await q.query(`CREATE INDEX outbox_unpublished ON outbox (id) WHERE published_at IS NULL`);
    // Wakes the relay at commit time, so an event reaches its queue in milliseconds, not a poll.
    await q.query(`
      CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('outbox', ''); RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()`);

    await q.query(`
      CREATE TABLE stripe_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE newsletter_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        status text NOT NULL DEFAULT 'subscribed' CHECK (status IN ('subscribed','unsubscribed')),
        source text NOT NULL DEFAULT 'footer',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX newsletter_email_ci ON newsletter_subscribers (lower(email))`);
    await q.query(`
      CREATE TABLE mail_log (
        idempotency_key text PRIMARY KEY,
        template text NOT NULL,
        recipient text NOT NULL,
        status text NOT NULL CHECK (status IN ('sending','sent','failed')),
        provider_message_id text,
        order_id uuid,
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_log_order ON mail_log (order_id) WHERE order_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE inquiries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('contact','partner','affiliate')),
        name text NOT NULL,
        email text NOT NULL,
        details jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE admin_audit (
        id bigserial PRIMARY KEY,
        admin_id uuid NOT NULL REFERENCES accounts(id),
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'admin_audit',
      'inquiries',
      'mail_log',
      'newsletter_subscribers',
      'stripe_events',
      'outbox',
      'order_events',
      'orders',
      'state_taxes',
      'packages',
      'services',
      'accounts',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t} CASCADE`);
    }
    await q.query(`DROP FUNCTION IF EXISTS outbox_notify CASCADE`);
    await q.query(`DROP SEQUENCE IF EXISTS order_number_seq`);
  }
}
