import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random base62 text; Stripe ids and secrets look like this. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** An id with Stripe's prefix convention, e.g. `pi_3Qx…`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
