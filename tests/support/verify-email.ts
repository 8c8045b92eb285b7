import type { ApiClient } from './api-client';
import { query } from './database';

/**
 * Verifies the address of the account `api` is signed in as, the way its owner does: the newest
 * verification link mailed to it, read from the outbox, posted back.
 */
export async function verifyEmail(api: ApiClient, databaseUrl: string, email: string): Promise<void> {
  const [row] = await query<{ url: string }>(
    databaseUrl,
    `SELECT payload->'data'->>'verifyUrl' AS url FROM outbox
      WHERE topic = 'mail.send' AND payload->>'template' = 'verify-email' AND lower(payload->>'to') = lower($1)
      ORDER BY id DESC LIMIT 1`,
    [email],
  );
  if (!row) throw new Error(`no verification mail for ${email}`);
  const res = await api.post('/api/auth/email/verify', { token: new URL(row.url).searchParams.get('token') });
  if (res.status !== 200) throw new Error(`email verification failed: ${res.status} ${JSON.stringify(res.body)}`);
}
