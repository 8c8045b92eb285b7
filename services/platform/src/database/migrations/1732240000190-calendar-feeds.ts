import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's compliance calendar as an iCalendar feed: one secret link per account, stored only
 * as its SHA-256, so a copy of the database cannot read anyone's calendar.
 */
export class CalendarFeeds1732240000190 implements MigrationInterface {
  name = 'CalendarFeeds1732240000190';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE calendar_feeds (
         account_id uuid PRIMARY KEY CONSTRAINT calendar_feeds_account_id_fkey REFERENCES accounts(id) ON DELETE CASCADE,
         token_hash text NOT NULL CONSTRAINT calendar_feeds_token_hash_key UNIQUE,
         created_at timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_feeds`);
  }
}
