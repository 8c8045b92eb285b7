import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { hashPassword, verifyPassword } from '@filebridge/platform';
import type { BodyIn, Principal } from '../common';

const WRONG_CURRENT = {
  message: 'Your current password is not correct.',
  code: 'validation_failed',
  details: [{ path: 'currentPassword', message: 'Your current password is not correct.' }],
};

/** Setting an account's password, and what a new password takes away. */
@Injectable()
export class PasswordsService {
  constructor(private readonly ds: DataSource) {}

  /**
   * Stores the new password hash, voids every reset link still open and ends every session but
   * `keepSession`: whoever knew the old password, or held a device, is out.
   */
  async replace(m: EntityManager, accountId: string, passwordHash: string, keepSession?: string): Promise<void> {
    await m.query(`UPDATE accounts SET password_hash = $2 WHERE id = $1`, [accountId, passwordHash]);
    await m.query(`UPDATE password_resets SET ended_at = now() WHERE account_id = $1 AND ended_at IS NULL`, [accountId]);
    await m.query(`UPDATE sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2`, [
      accountId,
      keepSession ?? null,
    ]);
  }

  /** The signed-in customer's change: the current password is asked, and this device stays signed in. */
  async change(p: Principal, input: BodyIn<'changePassword'>): Promise<void> {
    const [row] = await this.ds.query<{ password_hash: string }[]>(`SELECT password_hash FROM accounts WHERE id = $1`, [p.id]);
    if (!row || !(await verifyPassword(row.password_hash, input.currentPassword))) throw new BadRequestException(WRONG_CURRENT);
    const hash = await hashPassword(input.newPassword);
    await this.ds.transaction((m) => this.replace(m, p.id, hash, p.sessionId));
  }
}
