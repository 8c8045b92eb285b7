import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** An incoming request id is kept only when it is a short token of safe characters; else we make one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The id of a request: the caller's `X-Request-Id` when it is a safe token (a proxy or another
 * service tracing a call), else a new UUID. It is the correlation id the request writes into the
 * outbox, so one id follows an order from the call that placed it through every worker.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
}

/** The one line of an answered call; the routed calls and the reads answered before routing write the same. */
export function logRequest(log: Logger, line: RequestLine): void {
  if (line.status >= 500) log.error(line, 'request failed');
  else log.info(line, 'request');
}

/**
 * One line per HTTP call, written when the answer is sent or the client goes away: the request
 * id, the method, the route pattern (never the URL: a query can hold a token, as the unsubscribe
 * link's does), the status and the time taken. No body, header or cookie is logged. Written from
 * Fastify's own hooks with the process logger: pino-http made two child loggers per call (each
 * binding run through the redaction), some 15 % of the bff's CPU on a catalog read.
 */
export function registerRequestLog(app: FastifyInstance, log: Logger): void {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    logRequest(log, {
      requestId: req.id,
      method: req.method,
      route: req.routeOptions.url ?? req.url.split('?')[0]!,
      status: reply.statusCode,
      responseTime: reply.elapsedTime,
    });
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    log.warn({ requestId: req.id, method: req.method, route: req.routeOptions.url ?? req.url.split('?')[0] }, 'request aborted');
    done();
  });
}
