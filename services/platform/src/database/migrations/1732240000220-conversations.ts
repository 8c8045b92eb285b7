import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact-form messages become conversations: a status, an assignee and a thread whose first
 * message is the sender's question. Contact inquiries already stored become open conversations.
 */
export class Conversations1732240000220 implements MigrationInterface {
  name = 'Conversations1732240000220';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE conversation_number_seq START 1001`);
    await q.query(
      `CREATE TABLE conversations (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         inquiry_id uuid NOT NULL CONSTRAINT conversations_inquiry_id_key UNIQUE
           CONSTRAINT conversations_inquiry_id_fkey REFERENCES inquiries(id) ON DELETE CASCADE,
         reference text NOT NULL DEFAULT ('CV-' || nextval('conversation_number_seq')) CONSTRAINT conversations_reference_key UNIQUE,
         name text NOT NULL,
         email text NOT NULL,
         topic text NOT NULL,
         status text NOT NULL DEFAULT 'open' CONSTRAINT conversations_status_check CHECK (status IN ('open','waiting','closed')),
         assignee_id uuid CONSTRAINT conversations_assignee_id_fkey REFERENCES accounts(id) ON DELETE SET NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         last_message_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX conversations_last_message ON conversations (last_message_at)`);
    await q.query(`CREATE INDEX conversations_email ON conversations (lower(email))`);
    await q.query(
      `CREATE TABLE conversation_messages (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         conversation_id uuid NOT NULL CONSTRAINT conversation_messages_conversation_id_fkey REFERENCES conversations(id) ON DELETE CASCADE,
         from_sender boolean NOT NULL,
         author text NOT NULL,
         body text NOT NULL,
         read_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX conversation_messages_conversation ON conversation_messages (conversation_id, created_at)`);
    await q.query(
      `WITH made AS (
         INSERT INTO conversations (inquiry_id, name, email, topic, created_at, last_message_at)
         SELECT id, name, email, coalesce(details->>'topic', 'Contact form'), created_at, created_at
           FROM inquiries WHERE kind = 'contact' ORDER BY created_at
         RETURNING id, inquiry_id)
       INSERT INTO conversation_messages (conversation_id, from_sender, author, body, created_at)
       SELECT made.id, true, 'sender', coalesce(i.details->>'message', ''), i.created_at
         FROM made JOIN inquiries i ON i.id = made.inquiry_id`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE conversation_messages`);
    await q.query(`DROP TABLE conversations`);
    await q.query(`DROP SEQUENCE conversation_number_seq`);
  }
}
