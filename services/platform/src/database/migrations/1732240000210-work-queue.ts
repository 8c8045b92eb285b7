import type { MigrationInterface, QueryRunner } from 'typeorm';
import { agencyOf, nextSlaClock, parseUsState, type FulfilmentPhase } from '@filebridge/contracts';

/** Orders whose clock is set per round of the backfill. */
const BATCH = 2000;

interface BackfillRow {
  id: string;
  slug: string;
  state: string | null;
  expedited: boolean;
  phase: FulfilmentPhase | null;
  phase_changed_at: Date | null;
  updated_at: Date;
}

/**
 * The work queue: each order's promise for its phase (due time, or what was left when the clock
 * stopped), the agency and state it is read against, who works it, the date an agency delay moved
 * it to; the team's internal notes; each staff member's saved queue views. Orders being worked on
 * get their clock from when they entered their phase.
 */
export class WorkQueue1732240000210 implements MigrationInterface {
  name = 'WorkQueue1732240000210';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN sla_phase text`);
    await q.query(`ALTER TABLE orders ADD COLUMN sla_due_at timestamptz`);
    await q.query(`ALTER TABLE orders ADD COLUMN sla_remaining_ms bigint`);
    await q.query(`ALTER TABLE orders ADD COLUMN agency text`);
    await q.query(`ALTER TABLE orders ADD COLUMN state_code text`);
    await q.query(`ALTER TABLE orders ADD COLUMN agency_estimate date`);
    await q.query(
      `ALTER TABLE orders ADD COLUMN assignee_id uuid CONSTRAINT orders_assignee_id_fkey REFERENCES accounts(id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE TABLE order_notes (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         order_id uuid NOT NULL CONSTRAINT order_notes_order_id_fkey REFERENCES orders(id) ON DELETE CASCADE,
         author_id uuid CONSTRAINT order_notes_author_id_fkey REFERENCES accounts(id) ON DELETE SET NULL,
         author_email text NOT NULL,
         body text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX order_notes_order ON order_notes (order_id, created_at)`);
    await q.query(
      `CREATE TABLE work_queue_views (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         staff_id uuid NOT NULL CONSTRAINT work_queue_views_staff_id_fkey REFERENCES accounts(id) ON DELETE CASCADE,
         name text NOT NULL,
         filters jsonb NOT NULL DEFAULT '{}',
         created_at timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT work_queue_views_staff_name_key UNIQUE (staff_id, name))`,
    );
    await this.backfill(q);
  }

  private async backfill(q: QueryRunner): Promise<void> {
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const rows = (await q.query(
        `SELECT o.id, s.slug, o.business_info->>'state' AS state, o.expedited, o.phase, o.phase_changed_at, o.updated_at
           FROM orders o JOIN services s ON s.id = o.service_id
          WHERE o.status = 'in_progress' AND o.id > $1 ORDER BY o.id LIMIT ${BATCH}`,
        [after],
      )) as BackfillRow[];
      if (!rows.length) return;
      const clocks = rows.map((r) => {
        const clock = r.phase
          ? nextSlaClock(
              { phase: null, dueAt: null, remainingMs: null },
              r.phase,
              { serviceSlug: r.slug, state: r.state, expedited: r.expedited },
              r.phase_changed_at ?? r.updated_at,
            )
          : { phase: null, dueAt: null, remainingMs: null };
        return {
          id: r.id,
          phase: clock.phase,
          dueAt: clock.dueAt?.toISOString() ?? null,
          agency: agencyOf(r.slug, r.state),
          state: parseUsState(r.state)?.code ?? null,
        };
      });
      await q.query(
        `UPDATE orders o SET sla_phase = c.phase, sla_due_at = c.due_at, agency = c.agency, state_code = c.state
           FROM jsonb_to_recordset($1::jsonb) AS c(id uuid, phase text, due_at timestamptz, agency text, state text)
          WHERE o.id = c.id`,
        [JSON.stringify(clocks.map((c) => ({ id: c.id, phase: c.phase, due_at: c.dueAt, agency: c.agency, state: c.state })))],
      );
      after = rows[rows.length - 1]!.id;
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE work_queue_views`);
    await q.query(`DROP TABLE order_notes`);
    for (const column of ['assignee_id', 'agency_estimate', 'state_code', 'agency', 'sla_remaining_ms', 'sla_due_at', 'sla_phase']) {
      await q.query(`ALTER TABLE orders DROP COLUMN ${column}`);
    }
  }
}
