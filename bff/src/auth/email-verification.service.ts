import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import {
  EMAIL_VERIFICATION_LIMITS,
  EMAIL_VERIFICATION_TTL_HOURS,
  emailChangedMailKey,
  verifyEmailMailKey,
  type EmailStatus,
} from '@filebridge/contracts';
import { CONFIG, siteOrigin, verifyPassword, writeOutbox, type AppConfig } from '@filebridge/platform';
import type { BodyIn, Principal } from '../common';
import { FlowLimits } from './flow-limits';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const UNIQUE_VIOLATION = '23505';

const LINK_USED = {
  message: 'This verification link has expired or was already used. Send a new one from your account page.',
  code: 'verification_used',
};
const ADDRESS_TAKEN = {
  message: 'Another account uses this address now, so your address was not changed.',
  code: 'email_unavailable',
};
const WRONG_PASSWORD = {
  message: 'Your password is not correct.',
  code: 'validation_failed',
  details: [{ path: 'password', message: 'Your password is not correct.' }],
};
const SAME_ADDRESS = {
  message: 'This is already the address of your account.',
  code: 'validation_failed',
  details: [{ path: 'email', message: 'This is already the address of your account.' }],
};

const LIMIT = {
  flow: 'email-verification',
  limit: EMAIL_VERIFICATION_LIMITS.perAccount,
  windowMinutes: EMAIL_VERIFICATION_LIMITS.windowMinutes,
};

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  verified: boolean;
  pending: string | null;
}

/**
 * Verified addresses. A verification mails a single-use link (the token kept as its SHA-256) to
 * one address; opening it verifies the account's own address, or makes the new one the account's.
 * Only the newest verification of an account works.
 */
@Injectable()
export class EmailVerificationService {
  private readonly site: string;

  constructor(
    private readonly ds: DataSource,
    private readonly limits: FlowLimits,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.site = siteOrigin(config);
  }

  /** Ends the account's open verifications and mails a link for `email`; answers the new verification's id. */
  async send(m: EntityManager, account: { id: string; firstName: string }, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await m.query(`UPDATE email_verifications SET ended_at = now() WHERE account_id = $1 AND ended_at IS NULL`, [account.id]);
    const [row] = await m.query<{ id: string }[]>(
      `INSERT INTO email_verifications (account_id, email, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + $4 * interval '1 hour') RETURNING id`,
      [account.id, email, sha256(token), EMAIL_VERIFICATION_TTL_HOURS],
    );
    const key = verifyEmailMailKey(row!.id);
    const verifyUrl = `${this.site}/verify-email?token=${token}`;
    await writeOutbox(
      m,
      'mail.send',
      { idempotencyKey: key, template: 'verify-email', to: email, data: { firstName: account.firstName, email, verifyUrl } },
      key,
    );
    return row!.id;
  }

  private async account(m: EntityManager, id: string): Promise<AccountRow> {
    const [row] = await m.query<AccountRow[]>(
      `SELECT a.id, a.email, a.first_name, a.email_verified_at IS NOT NULL AS verified,
              (SELECT v.email FROM email_verifications v
                WHERE v.account_id = a.id AND v.ended_at IS NULL AND v.expires_at > now() AND lower(v.email) <> lower(a.email)
                ORDER BY v.created_at DESC LIMIT 1) AS pending
         FROM accounts a WHERE a.id = $1`,
      [id],
    );
    return row!;
  }

  async status(accountId: string): Promise<EmailStatus> {
    const a = await this.account(this.ds.manager, accountId);
    return { email: a.email, verified: a.verified, pendingEmail: a.pending };
  }

  /** Mails a new link to the address waiting: a change in progress, else the account's own while unverified. */
  async resend(p: Principal): Promise<string> {
    await this.limits.spend(LIMIT, p.id);
    return this.ds.transaction(async (m) => {
      const a = await this.account(m, p.id);
      const to = a.pending ?? (a.verified ? null : a.email);
      if (!to) return 'Your email address is already verified.';
      await this.send(m, { id: a.id, firstName: a.first_name }, to);
      return `We sent a new verification link to ${to}.`;
    });
  }

  /**
   * Asks to change the address, with the password: the new address gets a verification link and
   * the current one a notice; the account keeps its address until the new one is verified.
   */
  async requestChange(p: Principal, input: BodyIn<'changeEmail'>): Promise<string> {
    const [row] = await this.ds.query<{ password_hash: string; email: string }[]>(
      `SELECT password_hash, email FROM accounts WHERE id = $1`,
      [p.id],
    );
    if (!row || !(await verifyPassword(row.password_hash, input.password))) throw new BadRequestException(WRONG_PASSWORD);
    if (row.email.toLowerCase() === input.email.toLowerCase()) throw new BadRequestException(SAME_ADDRESS);
    await this.limits.spend(LIMIT, p.id);
    await this.ds.transaction(async (m) => {
      const a = await this.account(m, p.id);
      const id = await this.send(m, { id: a.id, firstName: a.first_name }, input.email);
      const key = emailChangedMailKey(id);
      await writeOutbox(
        m,
        'mail.send',
        {
          idempotencyKey: key,
          template: 'email-changed',
          to: a.email,
          data: { firstName: a.first_name, newEmail: input.email, accountUrl: `${this.site}/my/account` },
        },
        key,
      );
    });
    return `We sent a verification link to ${input.email}. Your address changes once you open it.`;
  }

  /** Uses a link: the address it was sent to becomes the account's, verified. Answers that address. */
  async verify(token: string): Promise<string> {
    return this.ds
      .transaction(async (m) => {
        // TypeORM answers an UPDATE with [rows, affected count].
        const [[used]] = await m.query<[{ account_id: string; email: string }[], number]>(
          `UPDATE email_verifications SET ended_at = now()
            WHERE token_hash = $1 AND ended_at IS NULL AND expires_at > now() RETURNING account_id, email`,
          [sha256(token)],
        );
        if (!used) throw new BadRequestException(LINK_USED);
        // Reset links mailed to the address being replaced stop working with it.
        await m.query(
          `UPDATE password_resets SET ended_at = now()
            WHERE account_id = $1 AND ended_at IS NULL AND (SELECT lower(email) FROM accounts WHERE id = $1) <> lower($2)`,
          [used.account_id, used.email],
        );
        await m.query(`UPDATE accounts SET email = $2, email_verified_at = now() WHERE id = $1`, [used.account_id, used.email]);
        return used.email;
      })
      .catch((err: unknown) => {
        if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === UNIQUE_VIOLATION)
          throw new ConflictException(ADDRESS_TAKEN);
        throw err;
      });
  }
}
