import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditEntry } from '@filebridge/contracts';
import { AdminAuditEntity } from '@filebridge/platform';
import type { Principal } from '../common';

/** How many entries the audit screen shows, newest first. */
const LIST_LIMIT = 200;

/**
 * One staff action. `before` and `after` hold the target's changed fields as they were and became;
 * like every field here they name people and orders by id, never by address or name, so closing a
 * customer's account leaves nothing of theirs in a log that cannot be changed. Reading the log names
 * them: an order by its number, an assignee by the staff member's email.
 */
export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The two sides of a list of field changes, as an audit row's `before` and `after`. */
export function sidesOf(changes: Record<string, { from: unknown; to: unknown }>): Pick<AuditRecord, 'before' | 'after'> {
  const fields = Object.entries(changes);
  return {
    before: Object.fromEntries(fields.map(([k, c]) => [k, c.from])),
    after: Object.fromEntries(fields.map(([k, c]) => [k, c.to])),
  };
}

/**
 * Who works an order before and after an assignment, by staff id (null: nobody); the log names them
 * by email when it is read, as it names orders by their number.
 */
export function assignment(from: string | null, to: string | null): Pick<AuditRecord, 'before' | 'after'> {
  return { before: { assignee: from }, after: { assignee: to } };
}

/** A side of an entry with its assignee named by email, where the side has one and the account is still there. */
function namingAssignee(side: Record<string, unknown> | null, email: string | null): Record<string, unknown> | null {
  return side && email !== null ? { ...side, assignee: email } : side;
}

/** Which entries to read: one order's, one staff member's, or all. */
export type AuditFilter = { orderId: string } | { staffId: string } | Record<string, never>;

interface AuditRow {
  id: string;
  admin_id: string;
  admin_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  order_number: string | null;
  details: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  before_assignee_email: string | null;
  after_assignee_email: string | null;
  ip: string | null;
  created_at: Date;
}

/**
 * Every staff action is recorded with who, what, when and from where, in the same transaction as the
 * change; the table refuses updates and deletes (migration AuditAppendOnly1732240000201).
 */
@Injectable()
export class AdminAuditService {
  constructor(private readonly ds: DataSource) {}

  async record(m: EntityManager, staff: Principal, entry: AuditRecord): Promise<void> {
    await m.getRepository(AdminAuditEntity).save({
      adminId: staff.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: staff.ip ?? null,
    });
  }

  async list(filter: AuditFilter = {}): Promise<AuditEntry[]> {
    const where =
      'orderId' in filter
        ? { sql: `WHERE a.target_type = 'order' AND a.target_id = $2`, value: filter.orderId }
        : 'staffId' in filter
          ? { sql: `WHERE a.admin_id = $2`, value: filter.staffId }
          : { sql: '', value: undefined };
    const rows = await this.ds.query<AuditRow[]>(
      `SELECT a.id, a.admin_id, s.email AS admin_email, a.action, a.target_type, a.target_id, o.order_number,
              a.details, a.before, a.after, ba.email AS before_assignee_email, aa.email AS after_assignee_email, a.ip, a.created_at
         FROM admin_audit a
         LEFT JOIN accounts s ON s.id = a.admin_id
         LEFT JOIN accounts ba ON ba.id = (a.before->>'assignee')::uuid
         LEFT JOIN accounts aa ON aa.id = (a.after->>'assignee')::uuid
         LEFT JOIN orders o ON o.id = CASE WHEN a.target_type = 'order' THEN a.target_id::uuid END
         ${where.sql}
        ORDER BY a.id DESC
        LIMIT $1`,
      where.value === undefined ? [LIST_LIMIT] : [LIST_LIMIT, where.value],
    );
    return rows.map((r) => ({
      id: String(r.id),
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetLabel: r.order_number ?? r.target_id,
      details: r.details,
      before: namingAssignee(r.before, r.before_assignee_email),
      after: namingAssignee(r.after, r.after_assignee_email),
      createdAt: r.created_at.toISOString(),
      adminId: r.admin_id,
      adminEmail: r.admin_email ?? '',
      ip: r.ip,
    }));
  }
}
