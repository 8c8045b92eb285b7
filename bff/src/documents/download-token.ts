import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works: enough to start the download, too short to pass around. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;

export type DownloadTokenReading = { ok: true; documentId: string } | { ok: false; reason: 'forged' | 'expired' };

const mac = (secret: string, body: string) => createHmac('sha256', `${secret}:document-download`).update(body).digest('base64url');

/**
 * `base64url(documentId.expiry).hmac`: the whole permission to download one document until its
 * expiry (seconds since the epoch). Signed apart from every other link, so no other token of ours
 * can be replayed as one.
 */
export function signDownloadToken(secret: string, documentId: string, expiresAt: Date): string {
  const body = Buffer.from(`${documentId}.${Math.floor(expiresAt.getTime() / 1000)}`).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function readDownloadToken(secret: string, token: string, now = new Date()): DownloadTokenReading {
  const [body, given, ...rest] = token.split('.');
  if (!body || !given || rest.length) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(mac(secret, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'forged' };
  const [documentId, expiry] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (!documentId || !expiry || !/^\d+$/.test(expiry)) return { ok: false, reason: 'forged' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, documentId };
}
