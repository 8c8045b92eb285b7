import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './api-auth';
import { matchRoute, type ApiRoute } from './api-routes';
import { fingerprintParams, parseFormParams, parseJsonParams, type ParamObject } from './form-params';
import { headerValue, readBody, send } from './http-io';
import type { IdempotencyCache } from './idempotency-cache';
import { newId } from './ids';
import { StripeApiError } from './stripe-error';
import { API_VERSION } from './stripe-store';

interface Outcome {
  statusCode: number;
  body: string;
}

/** Serves `/v1/*`: parse, authenticate, apply idempotency, run the route, answer in Stripe's JSON shapes. */
export function createApiHandler(routes: readonly ApiRoute[], idempotency: IdempotencyCache, log: (message: string) => void) {
  const toOutcome = (error: unknown): Outcome => {
    if (error instanceof StripeApiError) return { statusCode: error.statusCode, body: render({ error: error.body }) };
    log(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return {
      statusCode: 500,
      body: render({ error: { type: 'api_error', message: 'An unexpected error occurred in the Stripe emulator.' } }),
    };
  };

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const requestId = newId('req');
    const headers: Record<string, string> = {
      'Request-Id': requestId,
      'Stripe-Version': headerValue(req.headers['stripe-version']) ?? API_VERSION,
    };
    try {
      const params = method === 'GET' ? parseFormParams(url.search.slice(1)) : await readParams(req);
      const matched = matchRoute(routes, method, url.pathname);
      const keyKind = authenticate(headerValue(req.headers.authorization), params, matched?.route.browser ?? false);
      if (!matched) throw unrecognizedUrl(method, url.pathname);
      const idempotencyKey = method === 'POST' ? headerValue(req.headers['idempotency-key']) : undefined;
      if (idempotencyKey) {
        headers['Idempotency-Key'] = idempotencyKey;
        const lookup = idempotency.lookup(idempotencyKey, method, url.pathname, fingerprintParams(params));
        if (lookup.kind === 'replay') {
          const { statusCode, body, requestId: original } = lookup.response;
          send(res, statusCode, body, { ...headers, 'Idempotent-Replayed': 'true', 'Original-Request': original });
          return;
        }
      }
      let outcome: Outcome;
      try {
        const context = { requestId, idempotencyKey: idempotencyKey ?? null };
        outcome = { statusCode: 200, body: render(matched.route.handle({ params, keyKind, context }, matched.ids)) };
      } catch (error) {
        outcome = toOutcome(error);
      }
      if (idempotencyKey)
        idempotency.save(idempotencyKey, { method, path: url.pathname, fingerprint: fingerprintParams(params), requestId, ...outcome });
      send(res, outcome.statusCode, outcome.body, headers);
    } catch (error) {
      const outcome = toOutcome(error);
      send(res, outcome.statusCode, outcome.body, headers);
    }
  };
}

/** The stripe SDK and Stripe.js send form encoding; a JSON body is accepted too for hand-written clients. */
async function readParams(req: IncomingMessage): Promise<ParamObject> {
  const raw = await readBody(req);
  const isJson = (headerValue(req.headers['content-type']) ?? '').includes('application/json');
  return isJson ? parseJsonParams(raw) : parseFormParams(raw);
}

function render(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). The Stripe emulator covers only part of the API: see services/stripe-emulator/README.md.`,
  });
}
