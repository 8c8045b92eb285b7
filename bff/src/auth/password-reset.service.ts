import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PASSWORD_RESET_LIMITS, PASSWORD_RESET_TTL_MINUTES, passwordResetMailKey } from '@filebridge/contracts';
import { CONFIG, hashPassword, siteOrigin, writeOutbox, type AppConfig } from '@filebridge/platform';
import { FlowLimits } from './flow-limits';
import { PasswordsService } from './passwords.service';

const LINK_USED = {
  message: 'This password reset link has expired or was already used. Ask for a new one.',
  code: 'reset_link_used',
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const { perEmail, perIp, windowMinutes } = PASSWORD_RESET_LIMITS;

/**
 * Choosing a new password by a mailed link. The link's token is random, kept only as its SHA-256,
 * works once within PASSWORD_RESET_TTL_MINUTES, and only while it is the newest one asked for and
 * the password has not changed since.
 */
@Injectable()
export class PasswordResetService {
  private readonly site: string;

  constructor(
    private readonly ds: DataSource,
    private readonly limits: FlowLimits,
    private readonly passwords: PasswordsService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.site = siteOrigin(config);
  }

  /**
   * Mails a link when a customer account uses the address. The work is the same whether or not
   * one does (a token made and hashed, one statement that inserts a row or none), so neither the
   * answer nor its timing tells who has an account; the limits count either way too.
   */
  async request(email: string, ip: string): Promise<void> {
    await this.limits.spend({ flow: 'password-reset-ip', limit: perIp, windowMinutes }, ip);
    await this.limits.spend({ flow: 'password-reset-email', limit: perEmail, windowMinutes }, email);
    const token = randomBytes(32).toString('base64url');
    await this.ds.transaction(async (m) => {
      // Asking again ends the earlier links: only the newest one works.
      const [reset] = await m.query<{ id: string; email: string; first_name: string }[]>(
        `WITH account AS (SELECT id, email, first_name FROM accounts WHERE lower(email) = lower($1) AND role = 'customer'),
              ended AS (UPDATE password_resets SET ended_at = now()
                         WHERE account_id IN (SELECT id FROM account) AND ended_at IS NULL)
         INSERT INTO password_resets (account_id, token_hash, expires_at)
         SELECT id, $2, now() + $3 * interval '1 minute' FROM account
         RETURNING id, (SELECT email FROM account), (SELECT first_name FROM account)`,
        [email, sha256(token), PASSWORD_RESET_TTL_MINUTES],
      );
      if (!reset) return;
      const key = passwordResetMailKey(reset.id);
      const resetUrl = `${this.site}/reset-password?token=${token}`;
      await writeOutbox(
        m,
        'mail.send',
        { idempotencyKey: key, template: 'password-reset', to: reset.email, data: { firstName: reset.first_name, resetUrl } },
        key,
      );
    });
  }

  /** Uses the link: sets the password and ends every session and link of the account; answers the account id. */
  async confirm(token: string, password: string): Promise<string> {
    const hash = await hashPassword(password);
    return this.ds.transaction(async (m) => {
      // TypeORM answers an UPDATE with [rows, affected count].
      const [[used]] = await m.query<[{ account_id: string }[], number]>(
        `UPDATE password_resets SET ended_at = now()
          WHERE token_hash = $1 AND ended_at IS NULL AND expires_at > now() RETURNING account_id`,
        [sha256(token)],
      );
      if (!used) throw new BadRequestException(LINK_USED);
      await this.passwords.replace(m, used.account_id, hash);
      // The link went to the account's address, so opening it proves the address is the owner's.
      await m.query(`UPDATE accounts SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`, [used.account_id]);
      return used.account_id;
    });
  }
}
