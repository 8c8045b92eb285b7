import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, fillPath, type EndpointDef } from '@filebridge/contracts';
import { REQUEST_ID_HEADER, requestIdOf, type RequestLine } from '../common';
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
const CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a cached read as its handler answers it: the body, or a 304 when the client holds it already. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedBody): void {
  reply.header('cache-control', CACHE_CONTROL).header('etag', cached.etag);
  if (req.headers['if-none-match'] === cached.etag) {
    void reply.status(304).send();
    return;
  }
  void reply.status(200).header('content-type', JSON_TYPE).send(cached.body);
}

/**
 * Answers a cached read once Fastify has routed it and the security and CORS headers are on it (a
 * read from an origin not the site's: the site's, and reads without one, are answered before
 * routing by cachedReadsBeforeRouting),
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

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a middleware puts on every answer, read once by running it on a stand-in response. */
export function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return headers;
}

const ROUTE_MATCHERS = [...CACHED_ROUTES].map((route) => ({ route, pattern: new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`) }));
const routeOf = (path: string): string => ROUTE_MATCHERS.find((m) => m.pattern.test(path))?.route ?? path;

/**
 * Answers a loaded cached read from the HTTP server itself, before Fastify parses, routes or hooks
 * it: the same bytes and headers (`fixedHeaders` are the ones every answer carries, and a request
 * from one of `origins` is allowed as CORS allows it) and its request id; `answered` gets its line
 * for the request log and the metrics. A request from any other origin goes through Fastify, whose
 * CORS refuses it, and anything not loaded, or spelled otherwise, to its handler. True when it
 * answered.
 */
export function cachedReadsBeforeRouting(
  cache: CatalogCacheService,
  fixedHeaders: Readonly<Record<string, string>>,
  origins: ReadonlySet<string>,
  answered: (line: RequestLine) => void,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const fixed = Object.entries(fixedHeaders).flat();
  return (req, res) => {
    const { origin } = req.headers;
    if (req.method !== 'GET' || (origin !== undefined && !origins.has(origin)) || req.url === undefined) return false;
    const hit = cache.peek(req.url);
    if (!hit) return false;
    const started = performance.now();
    const requestId = requestIdOf(req);
    const headers = [...fixed, REQUEST_ID_HEADER, requestId, 'cache-control', CACHE_CONTROL, 'etag', hit.etag];
    if (origin !== undefined) headers.push('access-control-allow-origin', origin);
    const status = req.headers['if-none-match'] === hit.etag ? 304 : 200;
    if (status === 304) res.writeHead(status, headers).end();
    else res.writeHead(status, [...headers, 'content-type', JSON_TYPE, 'content-length', String(hit.body.length)]).end(hit.body);
    answered({ requestId, method: 'GET', route: routeOf(req.url), status, responseTime: performance.now() - started });
    return true;
  };
}
