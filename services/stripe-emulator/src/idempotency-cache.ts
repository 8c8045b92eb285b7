import { StripeApiError, invalidRequest } from './stripe-error';

/** Stripe may prune keys once they are 24 hours old; after that a reused key is a new request. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export interface StoredResponse {
  method: string;
  path: string;
  fingerprint: string;
  statusCode: number;
  body: string;
  requestId: string;
  storedAt: number;
}

export type IdempotencyLookup = { kind: 'new' } | { kind: 'replay'; response: StoredResponse };

/** Stripe's idempotency layer: the first response for a key is replayed verbatim; a key reused with other params is refused. */
export class IdempotencyCache {
  private readonly entries = new Map<string, StoredResponse>();

  lookup(key: string, method: string, path: string, fingerprint: string): IdempotencyLookup {
    if (key.length > MAX_KEY_LENGTH) {
      throw invalidRequest(`Invalid idempotency key: keys must be at most ${MAX_KEY_LENGTH} characters long.`);
    }
    const stored = this.entries.get(key);
    if (!stored || Date.now() - stored.storedAt > KEY_TTL_MS) return { kind: 'new' };
    if (stored.method !== method || stored.path !== path) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${stored.method} ${stored.path}' vs '${method} ${path}'). ` +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (stored.fingerprint !== fingerprint) {
      throw idempotencyError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    return { kind: 'replay', response: stored };
  }

  /** Only results of requests that started executing are kept: validation failures (400/401/404) can be retried. */
  save(key: string, response: Omit<StoredResponse, 'storedAt'>): void {
    if (response.statusCode >= 400 && response.statusCode < 500 && response.statusCode !== 402) return;
    this.pruneExpired();
    this.entries.set(key, { ...response, storedAt: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }

  private pruneExpired(): void {
    const cutoff = Date.now() - KEY_TTL_MS;
    for (const [key, entry] of this.entries) {
      if (entry.storedAt < cutoff) this.entries.delete(key);
    }
  }
}

function idempotencyError(message: string): StripeApiError {
  return new StripeApiError(400, { type: 'idempotency_error', message });
}
