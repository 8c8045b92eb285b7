import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter sign-ups waiting for the address's owner to confirm them from the mail we sent: an
 * address is subscribed only once one is confirmed, and each confirms once. The index finds the
 * latest request for an address, so one address gets at most one confirmation mail at a time.
 */
export class NewsletterConfirmations1732240000120 implements MigrationInterface {
  name = 'NewsletterConfirmations1732240000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE newsletter_confirmations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      confirmed_at timestamptz
    )`);
    await q.query(`CREATE INDEX newsletter_confirmations_email ON newsletter_confirmations (lower(email), created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_confirmations`);
  }
}
