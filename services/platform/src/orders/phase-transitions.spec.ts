import { randomUUID } from 'node:crypto';
import { FULFILMENT_PHASES, PHASE_TRANSITIONS, type FulfilmentPhase } from '@filebridge/contracts';
import { createTestDatabase, query, type TestDatabase } from '@filebridge/test-support';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { transitionPhase, type PhaseTransitionRequest } from './phase-transitions';

type Target = PhaseTransitionRequest['to'];
const TARGETS = FULFILMENT_PHASES.filter((p): p is Target => p !== 'details_needed' && p !== 'completed');

describe('transitionPhase on a real PostgreSQL', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let owner: { account_id: string; service_id: string; package_id: string };
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createDataSource(db.url, { poolSize: 2 }).initialize();
    owner = (
      await query<typeof owner>(
        db.url,
        `WITH a AS (INSERT INTO accounts (email, password_hash, first_name, last_name, role)
                    VALUES ('phases@example.com', 'x', 'Dana', 'Rivera', 'customer') RETURNING id)
         SELECT a.id AS account_id, p.service_id, p.id AS package_id FROM a, (SELECT * FROM packages ORDER BY id LIMIT 1) p`,
      )
    )[0]!;
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  async function orderAt(phase: FulfilmentPhase, status = 'in_progress'): Promise<string> {
    const id = randomUUID();
    await query(
      db.url,
      `INSERT INTO orders (id, account_id, service_id, package_id, status, phase, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents)
       VALUES ($1, $2, $3, $4, $5, $6, '{}', '{}', '[]', '{}', 100, 0, 100)`,
      [id, owner.account_id, owner.service_id, owner.package_id, status, phase],
    );
    return id;
  }
  const timeline = (orderId: string) =>
    query<{ id: string; from_phase: string | null; to_phase: string; detail: unknown; actor: string | null }>(
      db.url,
      `SELECT id::text, from_phase, to_phase, detail, actor FROM order_phase_events WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  const events = (orderId: string) =>
    query<{ topic: string; payload: Record<string, unknown>; job_id: string }>(
      db.url,
      `SELECT topic, payload, job_id FROM outbox WHERE payload->>'orderId' = $1`,
      [orderId],
    );

  const moves = FULFILMENT_PHASES.flatMap((from) => TARGETS.map((to) => [from, to] as const));

  it.each(moves)('%s → %s moves only where the phases allow it, with one timeline row and one event keyed by it', async (from, to) => {
    const orderId = await orderAt(from);
    const detail = to === 'submitted' ? { agency: 'Texas SOS', confirmationNumber: 'TX-1', submittedOn: '2026-11-02' } : {};
    const result = await ds.transaction((m) =>
      transitionPhase(m, { orderId, to, detail, actor: 'staff@filebridge.test', correlationId: 'req-1' }),
    );
    const [order] = await query<{ phase: string }>(db.url, `SELECT phase FROM orders WHERE id = $1`, [orderId]);
    if (!PHASE_TRANSITIONS[from].includes(to)) {
      expect(result).toEqual({ changed: false, from: null, eventId: null });
      expect(order!.phase).toBe(from);
      expect(await timeline(orderId)).toEqual([]);
      expect(await events(orderId)).toEqual([]);
      return;
    }
    const rows = await timeline(orderId);
    expect(rows).toEqual([{ id: result.eventId, from_phase: from, to_phase: to, detail, actor: 'staff@filebridge.test' }]);
    expect(result).toEqual({ changed: true, from, eventId: rows[0]!.id });
    expect(order!.phase).toBe(to);
    expect(await events(orderId)).toEqual([
      {
        topic: 'order.phase-changed',
        payload: { orderId, phaseEventId: result.eventId, from, to, correlationId: 'req-1' },
        job_id: `order.phase-changed/phase-event-${result.eventId}`,
      },
    ]);
  });

  it('refuses any move of an order not being worked on', async () => {
    const orderId = await orderAt('in_review', 'completed');
    expect(await transitionPhase(ds.manager, { orderId, to: 'submitted' })).toMatchObject({ changed: false });
    expect(await timeline(orderId)).toEqual([]);
  });

  it('writes a new row and event each time a phase is reached again', async () => {
    const orderId = await orderAt('in_review');
    await transitionPhase(ds.manager, { orderId, to: 'waiting_on_customer' });
    await transitionPhase(ds.manager, { orderId, to: 'in_review' });
    await transitionPhase(ds.manager, { orderId, to: 'waiting_on_customer' });
    expect((await timeline(orderId)).map((r) => r.to_phase)).toEqual(['waiting_on_customer', 'in_review', 'waiting_on_customer']);
    expect(new Set((await events(orderId)).map((e) => e.job_id)).size).toBe(3);
  });
});
