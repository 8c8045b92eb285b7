import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, fillPath, type EndpointDef } from '@filebridge/contracts';
import type { CachedBody, CatalogCacheService } from './catalog-cache.service';

/** The route patterns of the endpoint table's cached reads, as Fastify names a routed request's route. */
const CACHED_ROUTES = new Set(
  Object.values(ENDPOINTS as Record<string, EndpointDef>)
    .filter((e) => e.cached)
    .map((e) => e.path),
);

/**
 * The one key a cached read is kept under: its path with the parameters in their validated form.
 * A request spelled otherwise (other letter case, escapes, a query) is not found by the early
 * answer and goes through the handler, so what the cache holds stays bounded by the catalog.
 */
export const cacheKeyOf = (e: EndpointDef, params?: Readonly<Record<string, unknown>>): string => fillPath(e.path, params);

/** Revalidate every time (admin changes show at once) but let clients skip the body with a 304. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedBody): void {
  reply.header('cache-control', 'public, no-cache').header('etag', cached.etag);
  if (req.headers['if-none-match'] === cached.etag) {
    void reply.status(304).send();
    return;
  }
  void reply.status(200).header('content-type', 'application/json; charset=utf-8').send(cached.body);
}

/**
 * Answers a cached read once Fastify has routed it and the security and CORS headers are on it,
 * before the XSRF and rate-limit hooks and Nest's guards, interceptors and validation: a read that
 * is the same bytes for everyone needs none of them, and they were most of what it cost. A read
 * not loaded yet, or asked for under another spelling, goes on to its handler, which loads it.
 */
export function registerCachedReads(app: FastifyInstance, cache: CatalogCacheService): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' || !CACHED_ROUTES.has(req.routeOptions.url ?? '')) return;
    const hit = cache.peek(req.url);
    if (!hit) return;
    sendCached(req, reply, hit);
    return reply;
  });
}
