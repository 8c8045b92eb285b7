import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAFE_METHODS, SIGNED_ROUTES } from './request-kinds';
import { TOO_MANY_REQUESTS, type WriteRateLimiter } from './write-rate-limiter';

/**
 * Every state-changing request, on any route (the queue board's and unknown ones included), spends
 * from its client IP's write budget before its body is read. `req.ip` is the socket's address
 * unless the request came through a proxy listed in TRUSTED_PROXIES.
 */
export function registerWriteRateLimit(app: FastifyInstance, limiter: WriteRateLimiter): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method) || SIGNED_ROUTES.has(req.routeOptions.url ?? '')) return;
    const wait = await limiter.spend('ip', req.ip);
    if (!wait) return;
    await reply
      .status(429)
      .header('retry-after', String(wait))
      .send({ success: false, ...TOO_MANY_REQUESTS });
    return reply;
  });
}
