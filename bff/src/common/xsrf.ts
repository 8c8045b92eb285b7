import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'fb_sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Signed double-submit (OWASP CSRF cheat sheet): the token is `random.HMAC(secret, sid.random)`,
 * so a cookie planted by a sibling origin without our secret, or lifted from another session,
 * does not verify. The session id lives in its own httpOnly cookie.
 */
export function issueXsrfToken(secret: string, sessionId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, sessionId, nonce)}`;
}

export function verifyXsrfToken(secret: string, sessionId: string | undefined, token: string | undefined): boolean {
  if (!sessionId || !token) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(secret, sessionId, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const newSessionId = () => randomBytes(24).toString('base64url');

const sign = (secret: string, sessionId: string, nonce: string) =>
  createHmac('sha256', secret).update(`${sessionId}.${nonce}`).digest('base64url');
