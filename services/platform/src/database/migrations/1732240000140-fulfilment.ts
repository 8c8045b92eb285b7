import type { MigrationInterface, QueryRunner } from 'typeorm';

const PHASES = `'details_needed','in_review','waiting_on_customer','submitted','approved','rejected','documents_delivered','completed'`;

/**
 * The life of an order after payment: its fulfilment phase and their timeline, the filing details
 * the customer gives (sensitive values sealed), the team's requests, the message thread and the
 * document vault. Orders already being worked on are taken to be in review, their details taken
 * by hand before the product asked for them; completed ones are completed.
 */
export class Fulfilment1732240000140 implements MigrationInterface {
  name = 'Fulfilment1732240000140';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN phase text`);
    await q.query(`ALTER TABLE orders ADD COLUMN phase_changed_at timestamptz`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_phase_check CHECK (phase IN (${PHASES}))`);
    await q.query(
      `UPDATE orders SET phase = CASE status WHEN 'in_progress' THEN 'in_review' ELSE 'completed' END, phase_changed_at = updated_at
        WHERE status IN ('in_progress', 'completed')`,
    );
    await q.query(
      `CREATE TABLE order_phase_events (
         id bigserial PRIMARY KEY,
         order_id uuid NOT NULL CONSTRAINT order_phase_events_order_id_fkey REFERENCES orders(id) ON DELETE CASCADE,
         from_phase text,
         to_phase text NOT NULL CONSTRAINT order_phase_events_to_phase_check CHECK (to_phase IN (${PHASES})),
         detail jsonb NOT NULL DEFAULT '{}',
         note text,
         actor text,
         created_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX order_phase_events_order ON order_phase_events (order_id, id)`);
    await q.query(
      `CREATE TABLE order_intakes (
         order_id uuid PRIMARY KEY CONSTRAINT order_intakes_order_id_fkey REFERENCES orders(id) ON DELETE CASCADE,
         account_id uuid NOT NULL CONSTRAINT order_intakes_account_id_fkey REFERENCES accounts(id),
         family text NOT NULL,
         details jsonb NOT NULL DEFAULT '{}',
         sealed jsonb,
         submitted_at timestamptz,
         reminders_sent int NOT NULL DEFAULT 0,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX order_intakes_account_family ON order_intakes (account_id, family, submitted_at)`);
    await q.query(
      `CREATE TABLE order_documents (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         order_id uuid NOT NULL CONSTRAINT order_documents_order_id_fkey REFERENCES orders(id) ON DELETE CASCADE,
         kind text NOT NULL,
         file_name text NOT NULL,
         content_type text NOT NULL CONSTRAINT order_documents_content_type_check CHECK (content_type IN ('application/pdf','image/png','image/jpeg')),
         size_bytes int NOT NULL CONSTRAINT order_documents_size_bytes_check CHECK (size_bytes > 0),
         sha256 text NOT NULL,
         storage_key text NOT NULL CONSTRAINT order_documents_storage_key_key UNIQUE,
         uploaded_by text NOT NULL,
         from_customer boolean NOT NULL DEFAULT false,
         created_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX order_documents_order ON order_documents (order_id, created_at)`);
    await q.query(
      `CREATE TABLE order_requests (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         order_id uuid NOT NULL CONSTRAINT order_requests_order_id_fkey REFERENCES orders(id) ON DELETE CASCADE,
         kind text NOT NULL,
         message text NOT NULL,
         status text NOT NULL DEFAULT 'open' CONSTRAINT order_requests_status_check CHECK (status IN ('open','answered','withdrawn')),
         answer text,
         document_id uuid CONSTRAINT order_requests_document_id_fkey REFERENCES order_documents(id),
         created_by text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         answered_at timestamptz)`,
    );
    await q.query(`CREATE INDEX order_requests_order ON order_requests (order_id, created_at)`);
    await q.query(
      `CREATE TABLE order_messages (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         order_id uuid NOT NULL CONSTRAINT order_messages_order_id_fkey REFERENCES orders(id) ON DELETE CASCADE,
         from_customer boolean NOT NULL,
         author text NOT NULL,
         body text NOT NULL,
         document_id uuid CONSTRAINT order_messages_document_id_fkey REFERENCES order_documents(id),
         read_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX order_messages_order ON order_messages (order_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_messages`);
    await q.query(`DROP TABLE order_requests`);
    await q.query(`DROP TABLE order_documents`);
    await q.query(`DROP TABLE order_intakes`);
    await q.query(`DROP TABLE order_phase_events`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_phase_check`);
    await q.query(`ALTER TABLE orders DROP COLUMN phase_changed_at`);
    await q.query(`ALTER TABLE orders DROP COLUMN phase`);
  }
}
