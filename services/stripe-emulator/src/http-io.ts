import type { IncomingMessage, ServerResponse } from 'node:http';
import { StripeApiError } from './stripe-error';

const MAX_BODY_BYTES = 1024 * 1024;

/** Stripe.js calls the API from any page origin, so every response allows cross-origin use. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'Access-Control-Expose-Headers': 'Request-Id, Idempotency-Key, Idempotent-Replayed, Original-Request',
  'Access-Control-Max-Age': '600',
} as const;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new StripeApiError(413, { type: 'invalid_request_error', message: 'Request body is too large.' }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function send(
  res: ServerResponse,
  statusCode: number,
  body: string,
  headers: Record<string, string> = {},
  contentType = 'application/json',
): void {
  res.writeHead(statusCode, {
    ...CORS_HEADERS,
    ...(body === '' ? {} : { 'Content-Type': contentType, 'Content-Length': String(Buffer.byteLength(body)) }),
    ...headers,
  });
  res.end(body);
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
