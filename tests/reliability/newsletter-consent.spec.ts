import type { ParsedMail } from 'mailparser';
import { NEWSLETTER_SIGNUP_ANSWER } from '@filebridge/contracts';
import { query } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

/**
 * Newsletter consent as a stranger, a mail scanner and the address's owner meet it: only the owner,
 * from the mail, subscribes an address; the sign-up answer says nothing about the address; opening a
 * link changes nothing, and unsubscribing is one POST (RFC 8058 one-click).
 */
describe('newsletter consent (real processes, real SMTP peer)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  const signUp = (email: string) => p.api().post('/api/newsletter/subscribe', { email });
  const status = async (email: string) =>
    (await query<{ status: string }>(p.db.url, `SELECT status FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [email]))[0]
      ?.status ?? 'none';
  const mailsTo = (email: string, subject: RegExp) => p.smtp.to(email).filter((m) => subject.test(m.subject ?? ''));
  const linkIn = (mail: ParsedMail, path: string) => {
    const link = new RegExp(`https?://[^\\s"]+${path.replace('/', '\\/')}\\?token=[\\w.%-]+`).exec(mail.text ?? '')![0];
    return `${p.apiUrl}${new URL(link).pathname}${new URL(link).search}`;
  };
  /** What a mail client does for one-click unsubscribe, and what our page's button does: a form POST, no session. */
  const postForm = (url: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

  it('subscribes an address only once its owner confirms from the mail, and a scanner opening the link confirms nothing', async () => {
    const email = `owner${Date.now()}@example.com`;
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(NEWSLETTER_SIGNUP_ANSWER);
    await p.smtp.waitFor(() => mailsTo(email, /Confirm your/).length > 0);
    expect(await status(email)).toBe('none');

    const confirmLink = linkIn(mailsTo(email, /Confirm your/)[0]!, '/api/newsletter/confirm');
    for (const method of ['GET', 'HEAD']) {
      const opened = await fetch(confirmLink, { method });
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toMatch(/text\/html/);
    }
    expect(await status(email)).toBe('none');

    expect((await postForm(confirmLink)).status).toBe(200);
    expect(await status(email)).toBe('subscribed');
    // The link confirms once.
    expect((await postForm(confirmLink)).status).toBe(400);

    await p.smtp.waitFor(() => mailsTo(email, /Welcome/).length > 0);
    const welcome = mailsTo(email, /Welcome/)[0]!;
    const header = (key: string) => welcome.headerLines.find((h) => h.key === key)?.line;
    expect(header('list-unsubscribe')).toContain('/api/newsletter/unsubscribe?token=');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A scanner fetching the unsubscribe link (GET or HEAD) unsubscribes nobody; the one-click POST does.
    const unsubscribeLink = linkIn(welcome, '/api/newsletter/unsubscribe');
    for (const method of ['GET', 'HEAD']) expect((await fetch(unsubscribeLink, { method })).status).toBe(200);
    expect(await status(email)).toBe('subscribed');
    const page = await (await fetch(unsubscribeLink)).text();
    expect(page).toContain('method="post"');
    expect((await postForm(unsubscribeLink)).status).toBe(200);
    expect(await status(email)).toBe('unsubscribed');

    expect((await postForm(`${p.apiUrl}/api/newsletter/unsubscribe?token=forged.token`)).status).toBe(400);
    expect((await postForm(`${p.apiUrl}/api/newsletter/confirm?token=forged.token`)).status).toBe(400);
    expect((await fetch(`${p.apiUrl}/api/newsletter/confirm?token=forged.token`)).status).toBe(400);
  });

  it('answers a sign-up the same whatever the address’s state, and a stranger cannot bring back an unsubscribed address', async () => {
    const stamp = Date.now();
    const fresh = `fresh${stamp}@example.com`;
    const pending = `pending${stamp}@example.com`;
    const subscribed = `subscribed${stamp}@example.com`;
    const unsubscribed = `unsubscribed${stamp}@example.com`;
    await query(p.db.url, `INSERT INTO newsletter_subscribers (email, status) VALUES ($1, 'subscribed'), ($2, 'unsubscribed')`, [
      subscribed,
      unsubscribed,
    ]);
    await signUp(pending);
    await p.smtp.waitFor(() => mailsTo(pending, /Confirm your/).length === 1);

    const answers = [];
    for (const email of [fresh, pending, subscribed, unsubscribed, unsubscribed.toUpperCase()]) {
      const res = await signUp(email);
      answers.push({ status: res.status, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { success: true, message: NEWSLETTER_SIGNUP_ANSWER } });

    await p.waitForQuiet();
    expect(await status(unsubscribed)).toBe('unsubscribed');
    expect(await status(fresh)).toBe('none');
    expect(await status(pending)).toBe('none');
    // The subscribed address is not mailed again, and no address gets a second confirmation within the hour.
    expect(mailsTo(subscribed, /./)).toEqual([]);
    expect(mailsTo(pending, /Confirm your/)).toHaveLength(1);
    expect(mailsTo(unsubscribed, /Confirm your/)).toHaveLength(1);
    expect(mailsTo(fresh, /Confirm your/)).toHaveLength(1);
  });
});
