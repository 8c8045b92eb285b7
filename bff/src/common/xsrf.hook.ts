import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueXsrfToken, newSessionId, SESSION_COOKIE, verifyXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '../auth/xsrf';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Verified by its own signature instead (DESIGN §5). */
const EXEMPT = new Set(['/api/webhooks/stripe']);

/**
 * Gives every visitor a session cookie and a signed XSRF cookie, and refuses a state-changing
 * call whose X-XSRF-TOKEN header does not match the cookie and verify against the session.
 */
export function registerXsrf(app: FastifyInstance, secret: string, secure: boolean): void {
  const cookieOpts = { path: '/', sameSite: 'lax' as const, secure };
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    let sid = req.cookies[SESSION_COOKIE];
    if (!sid || sid.length > 64) {
      sid = newSessionId();
      req.cookies[SESSION_COOKIE] = sid;
      reply.setCookie(SESSION_COOKIE, sid, { ...cookieOpts, httpOnly: true });
    }
    if (!verifyXsrfToken(secret, sid, req.cookies[XSRF_COOKIE])) {
      reply.setCookie(XSRF_COOKIE, issueXsrfToken(secret, sid), { ...cookieOpts, httpOnly: false });
      req.cookies[XSRF_COOKIE] = undefined;
    }
    if (SAFE.has(req.method) || EXEMPT.has(req.url.split('?')[0]!)) return;
    const header = req.headers[XSRF_HEADER];
    const cookie = req.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || header !== cookie || !verifyXsrfToken(secret, sid, header)) {
      await reply.status(403).send({ success: false, message: 'Your session token is missing or expired. Reload the page and try again.', code: 'xsrf_failed' });
    }
  });
}
