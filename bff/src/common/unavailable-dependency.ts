import { QueryFailedError } from 'typeorm';

export type Dependency = 'database' | 'redis' | 'stripe' | 'network';

/** Socket errors: the peer is down, unreachable or gone mid-call. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres says when no connection can be had or the one in use was lost, and the
 * SQLSTATEs of a server that is shutting down, starting up or full: nothing was done, so the caller
 * may simply try again.
 */
const DATABASE_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Query read timeout)$/;
const DATABASE_STATES = /^(08...|57P0[123]|53300)$/;

/** What ioredis says when Redis cannot take a command (down, reconnecting, or its retries spent). */
const REDIS_MESSAGES =
  /^(Connection is closed\.|Stream isn't writeable and enableOfflineQueue options is false|Reached the max retries per request limit.*|Redis ping timed out|Command timed out)$/;

/** The Stripe SDK's errors for Stripe being unreachable or failing on its side. */
const STRIPE_TYPES = new Set(['StripeConnectionError', 'StripeAPIError']);

/**
 * The dependency an error shows to be out of reach, or null when the error is of another kind.
 * Such an error answers 503 with Retry-After, never 500: the request was fine and may be repeated.
 */
export function unavailableDependency(err: unknown): Dependency | null {
  // Judged by shape, not by class: socket errors are made in Node's own realm, not always this one's.
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { message?: string; name?: string; code?: string; type?: string; driverError?: { message?: string; code?: string } };
  if (e.type && STRIPE_TYPES.has(e.type)) return 'stripe';
  if (REDIS_MESSAGES.test(String(e.message)) || e.name === 'MaxRetriesPerRequestError') return 'redis';
  const cause = err instanceof QueryFailedError ? (e.driverError ?? e) : e;
  if (DATABASE_MESSAGES.test(String(cause.message)) || DATABASE_STATES.test(String(cause.code ?? ''))) return 'database';
  if (NETWORK_CODES.has(String(cause.code ?? ''))) return 'network';
  return null;
}
