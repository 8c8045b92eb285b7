import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import { BRAND_NAME } from '@filebridge/contracts';
import {
  CONFIG,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecondFactorSecret,
  sealSecondFactorSecret,
  totpUri,
  verifyPassword,
  type AppConfig,
  type SealedValues,
} from '@filebridge/platform';
import { SEALED_VALUES, type Principal } from '../common';
import { FlowLimits, type FlowLimit } from './flow-limits';

const WRONG_CODE = {
  message: 'That code is not right, or was already used. Enter the current code from your app, or an unused recovery code.',
  code: 'validation_failed',
  details: [{ path: 'code', message: 'That code is not right, or was already used.' }],
};
const WRONG_PASSWORD = {
  message: 'Your password is not correct.',
  code: 'validation_failed',
  details: [{ path: 'password', message: 'Your password is not correct.' }],
};
const ALREADY_ON = {
  message: 'Two-step sign-in is already on. Turn it off first to move it to another app.',
  code: 'second_factor_enabled',
};
const NOT_STARTED = { message: 'Start setting up two-step sign-in again: no setup is waiting.', code: 'second_factor_not_started' };

/** Code checks allowed per account per window (SECOND_FACTOR_CODE_LIMIT): a guess has a one-in-a-million chance, so a few tries are plenty. */
const CODE_WINDOW = { flow: 'second-factor', windowMinutes: 15 };

/**
 * An account's second factor (TOTP and recovery codes, see platform's second-factor.ts): enrolling
 * an app, turning it on with a first code, checking codes at sign-in, turning it off.
 */
@Injectable()
export class SecondFactorService {
  private readonly codeLimit: FlowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly limits: FlowLimits,
    @Inject(SEALED_VALUES) private readonly sealed: SealedValues,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.codeLimit = { ...CODE_WINDOW, limit: config.SECOND_FACTOR_CODE_LIMIT };
  }

  async isEnabled(accountId: string): Promise<boolean> {
    const [row] = await this.ds.query<{ on: boolean }[]>(
      `SELECT enabled_at IS NOT NULL AS on FROM account_second_factors WHERE account_id = $1`,
      [accountId],
    );
    return row?.on ?? false;
  }

  async status(accountId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const [row] = await this.ds.query<{ enabled: boolean; left: number }[]>(
      `SELECT EXISTS (SELECT 1 FROM account_second_factors WHERE account_id = $1 AND enabled_at IS NOT NULL) AS enabled,
              (SELECT count(*)::int FROM account_recovery_codes WHERE account_id = $1 AND used_at IS NULL) AS left`,
      [accountId],
    );
    return { enabled: row!.enabled, recoveryCodesLeft: row!.enabled ? row!.left : 0 };
  }

  /** A new secret waiting for its first code, for the password's owner; asking again replaces one still waiting. */
  async enrol(p: Principal, password: string): Promise<{ secret: string; uri: string; qrSvg: string }> {
    const [account] = await this.ds.query<{ password_hash: string }[]>(`SELECT password_hash FROM accounts WHERE id = $1`, [p.id]);
    if (!account || !(await verifyPassword(account.password_hash, password))) throw new BadRequestException(WRONG_PASSWORD);
    if (await this.isEnabled(p.id)) throw new ConflictException(ALREADY_ON);
    const secret = newTotpSecret();
    await this.ds.query(
      `INSERT INTO account_second_factors (account_id, secret_sealed) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_used_step = NULL, created_at = now()
       WHERE account_second_factors.enabled_at IS NULL`,
      [p.id, sealSecondFactorSecret(this.sealed, secret, p.id)],
    );
    const uri = totpUri(secret, p.email, BRAND_NAME);
    return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  }

  /**
   * Turns the factor on when the app's first code matches; answers the recovery codes, shown this
   * once. `alongside` runs in the same transaction (a staff member's enrolment is audited with it).
   */
  async confirm(p: Principal, code: string, alongside?: (m: EntityManager) => Promise<void>): Promise<string[]> {
    await this.limits.spend(this.codeLimit, p.id);
    return this.ds.transaction(async (m) => {
      const [row] = await m.query<{ secret_sealed: string; enabled_at: Date | null }[]>(
        `SELECT secret_sealed, enabled_at FROM account_second_factors WHERE account_id = $1 FOR UPDATE`,
        [p.id],
      );
      if (!row) throw new ConflictException(NOT_STARTED);
      if (row.enabled_at) throw new ConflictException(ALREADY_ON);
      const step = matchTotp(openSecondFactorSecret(this.sealed, row.secret_sealed, p.id), code, null);
      if (step === null) throw new BadRequestException(WRONG_CODE);
      await m.query(`UPDATE account_second_factors SET enabled_at = now(), last_used_step = $2 WHERE account_id = $1`, [p.id, step]);
      const codes = newRecoveryCodes();
      await m.query(`DELETE FROM account_recovery_codes WHERE account_id = $1`, [p.id]);
      await m.query(`INSERT INTO account_recovery_codes (account_id, code_hash) SELECT $1, unnest($2::text[])`, [
        p.id,
        codes.map(hashRecoveryCode),
      ]);
      await alongside?.(m);
      return codes;
    });
  }

  /** Turns the factor off with a code; its secret and recovery codes are deleted. */
  async disable(p: Principal, code: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      await this.check(m, p.id, code);
      await m.query(`DELETE FROM account_recovery_codes WHERE account_id = $1`, [p.id]);
      await m.query(`DELETE FROM account_second_factors WHERE account_id = $1`, [p.id]);
    });
  }

  /** The second step of a log-in: throws unless the code is right and unused. */
  async verify(accountId: string, code: string): Promise<void> {
    await this.ds.transaction((m) => this.check(m, accountId, code));
  }

  /** A code from the app (each time step once), or an unused recovery code (used up by this). */
  private async check(m: EntityManager, accountId: string, code: string): Promise<void> {
    await this.limits.spend(this.codeLimit, accountId);
    const [row] = await m.query<{ secret_sealed: string; last_used_step: string | null }[]>(
      `SELECT secret_sealed, last_used_step FROM account_second_factors WHERE account_id = $1 AND enabled_at IS NOT NULL FOR UPDATE`,
      [accountId],
    );
    if (!row) throw new BadRequestException(WRONG_CODE);
    if (/^\d{6}$/.test(code)) {
      const last = row.last_used_step === null ? null : Number(row.last_used_step);
      const step = matchTotp(openSecondFactorSecret(this.sealed, row.secret_sealed, accountId), code, last);
      if (step === null) throw new BadRequestException(WRONG_CODE);
      await m.query(`UPDATE account_second_factors SET last_used_step = $2 WHERE account_id = $1`, [accountId, step]);
      return;
    }
    // TypeORM answers an UPDATE with [rows, affected count].
    const [, used] = await m.query<[unknown[], number]>(
      `UPDATE account_recovery_codes SET used_at = now() WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [accountId, hashRecoveryCode(code)],
    );
    if (!used) throw new BadRequestException(WRONG_CODE);
  }
}
