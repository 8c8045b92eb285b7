import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ACCOUNT_HAS_WORK_IN_PROGRESS,
  closedAccountEmail,
  CUSTOMER_DOCUMENT_KIND,
  OPEN_WORK_STATUSES,
  REMOVED_MESSAGE_BODY,
} from '@filebridge/contracts';
import { hashPassword, LOGGER, verifyPassword, writeOutbox, type DocumentStorage } from '@filebridge/platform';
import { SecondFactorService } from '../auth';
import type { BodyIn, Principal } from '../common';
import { DOCUMENT_STORAGE } from '../documents';

const WRONG_PASSWORD = {
  message: 'Your password is not correct.',
  code: 'validation_failed',
  details: [{ path: 'password', message: 'Your password is not correct.' }],
};
const CODE_NEEDED = {
  message: 'Two-step sign-in is on: enter the current code from your app, or a recovery code.',
  code: 'validation_failed',
  details: [{ path: 'code', message: 'Enter the code from your app, or a recovery code.' }],
};

/**
 * Closing an account: every personal detail is erased or anonymised in one transaction, keeping
 * only what RETAINED_AFTER_CLOSURE names; the customer's own uploads leave storage once that has
 * committed. The account row stays, anonymised, because the orders the law makes us keep point to it.
 */
@Injectable()
export class AccountClosureService {
  constructor(
    private readonly ds: DataSource,
    private readonly factor: SecondFactorService,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async close(p: Principal, input: BodyIn<'closeAccount'>): Promise<void> {
    await this.assertOwner(p.id, input);
    // A hash of random bytes nobody knows: the row keeps a valid hash while no password opens it.
    const lockedHash = await hashPassword(randomBytes(32).toString('base64url'));
    const uploadKeys = await this.ds.transaction(async (m) => {
      const [account] = await m.query<{ email: string; first_name: string }[]>(
        `SELECT email, first_name FROM accounts WHERE id = $1 FOR UPDATE`,
        [p.id],
      );
      const [busy] = await m.query<unknown[]>(`SELECT 1 FROM orders WHERE account_id = $1 AND status = ANY($2) LIMIT 1`, [
        p.id,
        OPEN_WORK_STATUSES,
      ]);
      if (busy) throw new ConflictException({ message: ACCOUNT_HAS_WORK_IN_PROGRESS, code: 'account_has_work_in_progress' });
      const keys = await this.erase(m, p.id, account!.email, lockedHash);
      const closedOn = new Date().toISOString().slice(0, 10);
      await writeOutbox(
        m,
        'mail.send',
        {
          idempotencyKey: `account-closed:${p.id}`,
          template: 'account-closed',
          to: account!.email,
          data: { firstName: account!.first_name, closedOn },
        },
        `account-closed:${p.id}`,
      );
      return keys;
    });
    await this.deleteBytes(uploadKeys);
  }

  /** The password, and the second factor's code when it is on, the same checks as signing in. */
  private async assertOwner(accountId: string, input: BodyIn<'closeAccount'>): Promise<void> {
    const [row] = await this.ds.query<{ password_hash: string }[]>(`SELECT password_hash FROM accounts WHERE id = $1`, [accountId]);
    if (!row || !(await verifyPassword(row.password_hash, input.password))) throw new BadRequestException(WRONG_PASSWORD);
    if (!(await this.factor.isEnabled(accountId))) return;
    if (!input.code) throw new BadRequestException(CODE_NEEDED);
    await this.factor.verify(accountId, input.code);
  }

  /** Erases everything personal of the account; answers the storage keys of the customer's own uploads. */
  private async erase(m: EntityManager, accountId: string, email: string, lockedHash: string): Promise<string[]> {
    const orders = `(SELECT id FROM orders WHERE account_id = $1)`;
    await m.query(
      `UPDATE accounts SET email = $2, first_name = '', last_name = '', phone = NULL, profile_picture = NULL,
              password_hash = $3, email_verified_at = NULL WHERE id = $1`,
      [accountId, closedAccountEmail(accountId), lockedHash],
    );
    for (const table of [
      'sessions',
      'password_resets',
      'email_verifications',
      'account_recovery_codes',
      'account_second_factors',
      'calendar_feeds',
      'compliance_reminder_optouts',
      'compliance_reminder_settings',
      'businesses',
    ]) {
      await m.query(`DELETE FROM ${table} WHERE account_id = $1`, [accountId]);
    }
    await m.query(`DELETE FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [email]);
    await m.query(`DELETE FROM newsletter_confirmations WHERE lower(email) = lower($1)`, [email]);
    await m.query(`DELETE FROM inquiries WHERE lower(email) = lower($1)`, [email]);
    await m.query(`UPDATE order_intakes SET details = '{}', sealed = NULL, updated_at = now() WHERE account_id = $1`, [accountId]);
    await m.query(`UPDATE order_messages SET body = $2 WHERE order_id IN ${orders}`, [accountId, REMOVED_MESSAGE_BODY]);
    await m.query(`UPDATE order_requests SET answer = $2 WHERE order_id IN ${orders} AND answer IS NOT NULL`, [
      accountId,
      REMOVED_MESSAGE_BODY,
    ]);
    await m.query(
      `UPDATE orders SET
         customer_info = jsonb_build_object('firstName', '', 'lastName', '', 'email', $2::text, 'phone', '',
           'billingAddress', jsonb_build_object('address', '', 'city', '', 'state', customer_info->'billingAddress'->'state', 'zip', '')),
         business_info = jsonb_build_object('name', business_info->'name', 'type', business_info->'type', 'state', business_info->'state',
           'address', '', 'city', '', 'zip', ''),
         updated_at = now()
       WHERE account_id = $1`,
      [accountId, closedAccountEmail(accountId)],
    );
    const uploads = await m.query<{ id: string; storage_key: string }[]>(
      `SELECT id, storage_key FROM order_documents WHERE order_id IN ${orders} AND (from_customer OR kind = $2)`,
      [accountId, CUSTOMER_DOCUMENT_KIND],
    );
    const ids = uploads.map((u) => u.id);
    await m.query(`UPDATE order_messages SET document_id = NULL WHERE document_id = ANY($1)`, [ids]);
    await m.query(`UPDATE order_requests SET document_id = NULL WHERE document_id = ANY($1)`, [ids]);
    await m.query(`DELETE FROM order_documents WHERE id = ANY($1)`, [ids]);
    // Mails already sent, or waiting, to the address: their payloads hold it, and none may go out after closure.
    await m.query(`DELETE FROM outbox WHERE strpos(lower(payload::text), lower($1)) > 0`, [email]);
    await m.query(`UPDATE mail_log SET recipient = $2 WHERE lower(recipient) = lower($1)`, [email, closedAccountEmail(accountId)]);
    return uploads.map((u) => u.storage_key);
  }

  /** After commit: a failed delete leaves bytes no row names, never a row without bytes. */
  private async deleteBytes(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key).catch((e: unknown) => this.log.error({ key, err: String(e) }, 'closed account upload not deleted'));
    }
  }
}
