import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LAST_OWNER, type StaffInvite, type StaffList, type StaffMember, type StaffRole } from '@filebridge/contracts';
import type { Principal } from '../common';
import { AdminAuditService } from '../admin';

const STAFF_NOT_FOUND = { message: 'Staff member not found.', code: 'not_found' };

interface MemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  staff_role: StaffRole;
  deactivated_at: Date | null;
  second_factor: boolean;
  created_at: Date;
}

const MEMBER_COLUMNS = `a.id, a.email, a.first_name, a.last_name, a.staff_role, a.deactivated_at, a.created_at,
  EXISTS (SELECT 1 FROM account_second_factors f WHERE f.account_id = a.id AND f.enabled_at IS NOT NULL) AS second_factor`;

const toMember = (r: MemberRow): StaffMember => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.staff_role,
  active: r.deactivated_at === null,
  secondFactorEnabled: r.second_factor,
  createdAt: r.created_at.toISOString(),
});

/**
 * The staff accounts an owner manages: roles, deactivation, a lost second factor. Each change is
 * audited with the member's state before and after, and the console always keeps an active owner.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AdminAuditService,
  ) {}

  async list(): Promise<StaffList> {
    const [members, invites] = await Promise.all([
      this.ds.query<MemberRow[]>(`SELECT ${MEMBER_COLUMNS} FROM accounts a WHERE a.role = 'admin' ORDER BY a.created_at`),
      this.ds.query<{ id: string; email: string; staff_role: StaffRole; expires_at: Date; created_at: Date }[]>(
        `SELECT id, email, staff_role, expires_at, created_at FROM staff_invites
          WHERE accepted_at IS NULL AND expires_at > now() ORDER BY created_at DESC`,
      ),
    ]);
    return {
      members: members.map(toMember),
      invites: invites.map((i): StaffInvite => ({
        id: i.id,
        email: i.email,
        role: i.staff_role,
        expiresAt: i.expires_at.toISOString(),
        createdAt: i.created_at.toISOString(),
      })),
    };
  }

  async changeRole(by: Principal, id: string, role: StaffRole): Promise<StaffMember> {
    return this.ds.transaction(async (m) => {
      const owners = await lockOwners(m);
      const member = await this.lockMember(m, id);
      if (member.staff_role === role) return toMember(member);
      keepAnOwner(owners, member);
      await m.query(`UPDATE accounts SET staff_role = $2 WHERE id = $1`, [id, role]);
      await this.audit.record(m, by, {
        action: 'staff.role',
        targetType: 'staff',
        targetId: id,
        details: { from: member.staff_role, to: role },
        before: { role: member.staff_role },
        after: { role },
      });
      return toMember({ ...member, staff_role: role });
    });
  }

  /** Deactivated, the member signs in no more and every session ends at once. */
  async deactivate(by: Principal, id: string): Promise<StaffMember> {
    return this.ds.transaction(async (m) => {
      const owners = await lockOwners(m);
      const member = await this.lockMember(m, id);
      if (member.deactivated_at) return toMember(member);
      keepAnOwner(owners, member);
      const [[row]] = await m.query<[{ deactivated_at: Date }[], number]>(
        `UPDATE accounts SET deactivated_at = now() WHERE id = $1 RETURNING deactivated_at`,
        [id],
      );
      await endSessions(m, id);
      await this.audit.record(m, by, {
        action: 'staff.deactivate',
        targetType: 'staff',
        targetId: id,
        details: {},
        before: { active: true },
        after: { active: false },
      });
      return toMember({ ...member, deactivated_at: row!.deactivated_at });
    });
  }

  /** A lost authenticator: the factor and its recovery codes go, the member is signed out and enrols again at next sign-in. */
  async resetSecondFactor(by: Principal, id: string): Promise<StaffMember> {
    return this.ds.transaction(async (m) => {
      const member = await this.lockMember(m, id);
      await m.query(`DELETE FROM account_recovery_codes WHERE account_id = $1`, [id]);
      await m.query(`DELETE FROM account_second_factors WHERE account_id = $1`, [id]);
      await endSessions(m, id);
      await this.audit.record(m, by, {
        action: 'staff.second-factor-reset',
        targetType: 'staff',
        targetId: id,
        details: {},
        before: { secondFactorEnabled: member.second_factor },
        after: { secondFactorEnabled: false },
      });
      return toMember({ ...member, second_factor: false });
    });
  }

  private async lockMember(m: EntityManager, id: string): Promise<MemberRow> {
    const [member] = await m.query<MemberRow[]>(
      `SELECT ${MEMBER_COLUMNS} FROM accounts a WHERE a.id = $1 AND a.role = 'admin' FOR UPDATE`,
      [id],
    );
    if (!member) throw new NotFoundException(STAFF_NOT_FOUND);
    return member;
  }
}

async function endSessions(m: EntityManager, accountId: string): Promise<void> {
  await m.query(`UPDATE sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL`, [accountId]);
}

/**
 * The active owners, locked first and in one order by every change that could remove one, so two
 * owners demoting each other at once neither deadlock nor both succeed.
 */
async function lockOwners(m: EntityManager): Promise<string[]> {
  const rows = await m.query<{ id: string }[]>(
    `SELECT id FROM accounts WHERE role = 'admin' AND staff_role = 'owner' AND deactivated_at IS NULL ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

function keepAnOwner(owners: readonly string[], leaving: MemberRow): void {
  if (leaving.staff_role !== 'owner' || leaving.deactivated_at) return;
  if (!owners.some((id) => id !== leaving.id)) throw new ConflictException(LAST_OWNER);
}
