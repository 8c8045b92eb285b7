import { createHash, randomBytes } from 'node:crypto';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { STAFF_INVITE_TTL_HOURS, STAFF_ROLE_LABELS, staffInviteMailKey, type StaffInvite, type StaffRole } from '@filebridge/contracts';
import { CONFIG, hashPassword, siteOrigin, writeOutbox, type AppConfig } from '@filebridge/platform';
import type { BodyIn, Principal } from '../common';
import { AdminAuditService } from '../admin';

const INVITE_UNUSABLE = {
  message: 'This invitation has expired or was already used. Ask an owner for a new one.',
  code: 'invite_unusable',
};
const ADDRESS_TAKEN = { message: 'An account already uses this address.', code: 'email_unavailable' };
const UNIQUE_VIOLATION = '23505';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invitations to join the staff: a single-use link mailed to the address, kept as the SHA-256 of its
 * token, that works for STAFF_INVITE_TTL_HOURS. Accepting it makes the staff account with the
 * invited role; its second factor is enrolled next, before the console opens.
 */
@Injectable()
export class StaffInvitesService {
  private readonly site: string;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AdminAuditService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.site = siteOrigin(config);
  }

  /** A new invitation replaces any still open for the same address. */
  async invite(by: Principal, email: string, role: StaffRole): Promise<StaffInvite> {
    const token = randomBytes(32).toString('base64url');
    return this.ds.transaction(async (m) => {
      const [taken] = await m.query<unknown[]>(`SELECT 1 FROM accounts WHERE lower(email) = lower($1)`, [email]);
      if (taken) throw new ConflictException(ADDRESS_TAKEN);
      await m.query(
        `UPDATE staff_invites SET expires_at = now() WHERE lower(email) = lower($1) AND accepted_at IS NULL AND expires_at > now()`,
        [email],
      );
      const [invite] = await m.query<{ id: string; email: string; expires_at: Date; created_at: Date }[]>(
        `INSERT INTO staff_invites (email, staff_role, token_hash, invited_by, expires_at)
         VALUES (lower($1), $2, $3, $4, now() + $5 * interval '1 hour')
         RETURNING id, email, expires_at, created_at`,
        [email, role, sha256(token), by.id, STAFF_INVITE_TTL_HOURS],
      );
      const key = staffInviteMailKey(invite!.id);
      await writeOutbox(
        m,
        'mail.send',
        {
          idempotencyKey: key,
          template: 'staff-invite',
          to: invite!.email,
          data: { role: STAFF_ROLE_LABELS[role], inviteUrl: `${this.site}/admin/invite?token=${token}` },
        },
        key,
      );
      await this.audit.record(m, by, {
        action: 'staff.invite',
        targetType: 'staff-invite',
        targetId: invite!.id,
        details: { email: invite!.email, role },
      });
      return {
        id: invite!.id,
        email: invite!.email,
        role,
        expiresAt: invite!.expires_at.toISOString(),
        createdAt: invite!.created_at.toISOString(),
      };
    });
  }

  /** The invitation a link stands for, while it can still be accepted. */
  async lookup(token: string): Promise<{ email: string; role: StaffRole; expiresAt: string }> {
    const [invite] = await this.ds.query<{ email: string; staff_role: StaffRole; expires_at: Date }[]>(
      `SELECT email, staff_role, expires_at FROM staff_invites WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > now()`,
      [sha256(token)],
    );
    if (!invite) throw new NotFoundException(INVITE_UNUSABLE);
    return { email: invite.email, role: invite.staff_role, expiresAt: invite.expires_at.toISOString() };
  }

  /** Uses the link once: the staff account is made with its address verified (the link proved it). Answers its id. */
  async accept(input: BodyIn<'acceptStaffInvite'>, ip: string): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    return this.ds
      .transaction(async (m) => {
        const [[invite]] = await m.query<[{ id: string; email: string; staff_role: StaffRole }[], number]>(
          `UPDATE staff_invites SET accepted_at = now()
            WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > now()
            RETURNING id, email, staff_role`,
          [sha256(input.token)],
        );
        if (!invite) throw new NotFoundException(INVITE_UNUSABLE);
        const [account] = await m.query<{ id: string; email: string }[]>(
          `INSERT INTO accounts (email, password_hash, first_name, last_name, role, staff_role, email_verified_at)
           VALUES ($1, $2, $3, $4, 'admin', $5, now()) RETURNING id, email`,
          [invite.email, passwordHash, input.firstName, input.lastName, invite.staff_role],
        );
        await m.query(`UPDATE staff_invites SET account_id = $2 WHERE id = $1`, [invite.id, account!.id]);
        const joined: Principal = { id: account!.id, role: 'admin', email: account!.email, sessionId: '', emailVerified: true, ip };
        await this.audit.record(m, joined, {
          action: 'staff.join',
          targetType: 'staff',
          targetId: account!.id,
          details: { inviteId: invite.id, role: invite.staff_role },
          after: { role: invite.staff_role, active: true },
        });
        return account!.id;
      })
      .catch((err: unknown) => {
        if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === UNIQUE_VIOLATION)
          throw new ConflictException(ADDRESS_TAKEN);
        throw err;
      });
  }
}
