import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Second factor by time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s, what every
 * authenticator app reads) and single-use recovery codes. Pure functions over the stored values,
 * so customer and staff accounts can share them.
 */

const PERIOD_SECONDS = 30;
/** One step either side of now is accepted, for a phone clock a little off. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totp = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** A new random secret (160 bits), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from a QR code. */
export const totpUri = (secret: string, account: string, issuer: string): string => totp(secret, account, issuer).toString();

/** The code for a moment, for tests and tools that act as the authenticator app. */
export const totpCode = (secret: string, at = Date.now()): string => totp(secret).generate({ timestamp: at });

/**
 * The time step a code belongs to when it is right for `secret` now and newer than `lastUsedStep`,
 * else null: a code is accepted once, so one seen over a shoulder or in a log cannot be used again.
 */
export function matchTotp(secret: string, code: string, lastUsedStep: number | null, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: at, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** Ten codes of 10 base32 characters (50 bits each), shown once as `xxxxx-xxxxx`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const raw = new Secret({ buffer: randomBytes(7).buffer }).base32.slice(0, 10).toLowerCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/**
 * What is stored of a recovery code: its SHA-256, after dropping case, spaces and dashes the person
 * may type differently. The codes are random enough that a fast hash does not make them guessable.
 */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
