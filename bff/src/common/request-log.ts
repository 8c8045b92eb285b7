import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import pinoHttp from 'pino-http';

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

type LoggedRequest = IncomingMessage & { id?: string; route?: string };

/**
 * One line per HTTP call, written when the answer is sent or the client goes away: the request
 * id, the method, the route pattern (never the URL: a query can hold a token, as the unsubscribe
 * link's does), the status and the time taken. No body, header or cookie is logged.
 */
export function registerRequestLog(app: FastifyInstance, log: Logger): void {
  const requestLog = pinoHttp<LoggedRequest, ServerResponse>({
    logger: log,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, { responseTime }) => ({ method: req.method, route: req.route, status: res.statusCode, responseTime }),
    customErrorObject: (req, res, _err, { responseTime }) => ({
      method: req.method,
      route: req.route,
      status: res.statusCode,
      responseTime,
    }),
  });
  app.addHook('onRequest', (req, reply, done) => {
    const raw = req.raw as LoggedRequest;
    raw.id = req.id;
    raw.route = req.routeOptions.url ?? req.url.split('?')[0];
    void reply.header(REQUEST_ID_HEADER, req.id);
    requestLog(raw, reply.raw);
    done();
  });
}
