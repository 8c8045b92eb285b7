import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of second-factor secrets: AES-256-GCM under a key derived (HKDF-SHA256) from
 * the validated JWT_SECRET for this one purpose, each secret bound to its account (GCM's additional
 * data), so one copied to another account does not open. Rotating JWT_SECRET makes the stored
 * secrets unreadable; the recovery codes, kept as hashes, still let their owners in to enrol again.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (jwtSecret: string): Buffer => Buffer.from(hkdfSync('sha256', jwtSecret, 'filebridge', 'second-factor-secret-box', 32));

/** base64 of iv(12) · tag(16) · ciphertext. */
export function sealSecondFactorSecret(jwtSecret: string, secret: string, accountId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  cipher.setAAD(Buffer.from(accountId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openSecondFactorSecret(jwtSecret: string, sealed: string, accountId: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(accountId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
