import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { AuditEntry } from '@filebridge/contracts';
import { AdminAuditEntity } from '@filebridge/platform';
import { AccountsService } from '../auth';
import type { Principal } from '../common';

/** How many entries the audit screen shows, newest first. */
const LIST_LIMIT = 200;

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

/** Every admin action is recorded with who and when, in the same transaction as the change. */
@Injectable()
export class AdminAuditService {
  private readonly audit: Repository<AdminAuditEntity>;

  constructor(
    ds: DataSource,
    private readonly accounts: AccountsService,
  ) {
    this.audit = ds.getRepository(AdminAuditEntity);
  }

  async record(m: EntityManager, admin: Principal, entry: AuditRecord): Promise<void> {
    await m.getRepository(AdminAuditEntity).save({ adminId: admin.id, ...entry });
  }

  async list(): Promise<AuditEntry[]> {
    const rows = await this.audit.find({ order: { id: 'DESC' }, take: LIST_LIMIT });
    const emails = await this.accounts.emailsOf(rows.map((r) => r.adminId));
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
      adminEmail: emails.get(r.adminId) ?? '',
    }));
  }
}
