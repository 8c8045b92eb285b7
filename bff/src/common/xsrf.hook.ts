import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueXsrfToken, newSessionId, SESSION_COOKIE, verifyXsrfToken, XSRF_COOKIE, XSRF_HEADER } from './xsrf';
import { LINK_SIGNED_ROUTES, SAFE_METHODS, SIGNED_ROUTES } from './request-kinds';

const ISSUE_PATH = '/api/auth/csrf';

/**
 * Hands out a session cookie and a signed XSRF cookie at GET /api/auth/csrf, and refuses a
 * state-changing call whose X-XSRF-TOKEN header does not match the cookie and verify against the session.
 */
export function registerXsrf(app: FastifyInstance, secret: string, secure: boolean): void {
  const cookieOpts = { path: '/', sameSite: 'lax' as const, secure };
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0]!;
    // Cookies are handed out by one call (the SPA makes it before its first write), which keeps
    // the hot read paths free of per-request token minting and Set-Cookie headers.
    if (path === ISSUE_PATH) {
      let sid = req.cookies[SESSION_COOKIE];
      if (!sid || sid.length > 64) {
        sid = newSessionId();
        reply.setCookie(SESSION_COOKIE, sid, { ...cookieOpts, httpOnly: true });
      }
      if (!verifyXsrfToken(secret, sid, req.cookies[XSRF_COOKIE]))
        reply.setCookie(XSRF_COOKIE, issueXsrfToken(secret, sid), { ...cookieOpts, httpOnly: false });
      return;
    }
    if (SAFE_METHODS.has(req.method) || SIGNED_ROUTES.has(path) || LINK_SIGNED_ROUTES.has(path)) return;
    const header = req.headers[XSRF_HEADER];
    const cookie = req.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || header !== cookie || !verifyXsrfToken(secret, req.cookies[SESSION_COOKIE], header)) {
      await reply
        .status(403)
        .send({ success: false, message: 'Your session token is missing or expired. Reload the page and try again.', code: 'xsrf_failed' });
    }
  });
}
