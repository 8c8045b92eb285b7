import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';

/** Every admin action is recorded with who and when, in the same transaction as the change. */
@Injectable()
export class AdminAuditService {
  constructor(private readonly ds: DataSource) {}

  record(m: EntityManager, adminId: string, action: string, targetType: string, targetId: string, details: Record<string, unknown>) {
    return m.query(`INSERT INTO admin_audit (admin_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`, [
      adminId,
      action,
      targetType,
      targetId,
      details,
    ]);
  }

  list(limit = 200) {
    return this.ds.query(
      `SELECT l.id, l.action, l.target_type AS "targetType", l.target_id AS "targetId", l.details, l.created_at AS "createdAt", a.email AS "adminEmail"
         FROM admin_audit l JOIN accounts a ON a.id = l.admin_id ORDER BY l.id DESC LIMIT $1`,
      [limit],
    );
  }
}
