import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not, type Repository } from 'typeorm';
import type { SessionDto, StaffRole } from '@filebridge/contracts';
import { SessionEntity } from '@filebridge/platform';
import { describeDevice, networkOf } from './device-label';

/** What a sign-in records about where it happened. */
export interface SessionOrigin {
  userAgent: string | undefined;
  ip: string | undefined;
}

/** What a token's check needs of its session and account, read in one indexed lookup. */
export interface LiveSession {
  accountId: string;
  role: string;
  email: string;
  emailVerified: boolean;
  staffRole: StaffRole | null;
  secondFactor: boolean;
  stale: boolean;
}

/** How long a session's tokens work after its sign-in; past that the session is over, revoked or not. */
export const SESSION_TTL_SECONDS = { customer: 7 * 24 * 60 * 60, admin: 8 * 60 * 60 } as const;

/** How long a session's "last seen" may lag behind its use: writing it on every request would cost a write per read. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

const SESSION_NOT_FOUND = { message: 'This device is not signed in to your account.', code: 'not_found' };

/** The sign-ins of accounts: each device has its own, ended on its own. */
@Injectable()
export class SessionsService {
  private readonly sessions: Repository<SessionEntity>;

  constructor(private readonly ds: DataSource) {
    this.sessions = ds.getRepository(SessionEntity);
  }

  async start(accountId: string, origin: SessionOrigin): Promise<string> {
    const { identifiers } = await this.sessions.insert({
      accountId,
      device: describeDevice(origin.userAgent),
      place: networkOf(origin.ip),
    });
    return (identifiers[0] as { id: string }).id;
  }

  /** The live session and its account, or null when it was revoked or never existed. */
  async live(sessionId: string): Promise<LiveSession | null> {
    const [row] = await this.ds.query<
      {
        account_id: string;
        role: string;
        email: string;
        verified: boolean;
        staff_role: StaffRole | null;
        second_factor: boolean;
        stale: boolean;
      }[]
    >(
      `SELECT a.id AS account_id, a.role, a.email, a.email_verified_at IS NOT NULL AS verified, a.staff_role,
              EXISTS (SELECT 1 FROM account_second_factors f WHERE f.account_id = a.id AND f.enabled_at IS NOT NULL) AS second_factor,
              s.last_seen_at < now() - $2 * interval '1 millisecond' AS stale
         FROM sessions s JOIN accounts a ON a.id = s.account_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND a.deactivated_at IS NULL`,
      [sessionId, LAST_SEEN_EVERY_MS],
    );
    return row
      ? {
          accountId: row.account_id,
          role: row.role,
          email: row.email,
          emailVerified: row.verified,
          staffRole: row.staff_role,
          secondFactor: row.second_factor,
          stale: row.stale,
        }
      : null;
  }

  async touch(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId }, { lastSeenAt: () => 'now()' });
  }

  /** The customer's sessions that can still be used: not revoked, and signed in within their lifetime. */
  async list(accountId: string, currentId: string): Promise<SessionDto[]> {
    const since = new Date(Date.now() - SESSION_TTL_SECONDS.customer * 1000);
    const rows = await this.sessions.find({
      where: { accountId, revokedAt: IsNull(), createdAt: MoreThan(since) },
      order: { lastSeenAt: 'DESC' },
    });
    return rows.map((r) => ({
      id: r.id,
      device: r.device,
      place: r.place,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      current: r.id === currentId,
    }));
  }

  /** Ends one of the account's sessions; another account's session is not found. */
  async end(accountId: string, sessionId: string): Promise<void> {
    const { affected } = await this.sessions.update({ id: sessionId, accountId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    if (!affected) throw new NotFoundException(SESSION_NOT_FOUND);
  }

  /** Ends every session of the account but `keep` (none when absent). */
  async endAll(accountId: string, keep?: string): Promise<void> {
    await this.sessions.update({ accountId, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) }, { revokedAt: () => 'now()' });
  }
}
