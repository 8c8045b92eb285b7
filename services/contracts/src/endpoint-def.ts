/**
 * The shape of an API call's entry, shared by the main endpoint table and the feature tables
 * spread into it.
 */
import type { z } from 'zod';
import type { StaffPermission } from './staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';
export type Audience = 'public' | 'customer' | 'admin';

interface EndpointFields {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the call reads, by lower-case name; validated, never replaced. */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The success status and its body; `null` for an empty answer, a media type for a non-JSON one. */
  status: 200 | 201 | 204;
  response: z.ZodType | null | { mediaType: string; description: string };
  /** Another form of the success answer the caller may ask for instead (a CSV download). */
  download?: { mediaType: string; description: string };
  /** Error statuses this call can answer, each with the shared error body. */
  errors: readonly number[];
  /**
   * Error bodies a call answers besides the shared one, by status, each told apart by its `code`
   * (the 409 `price_changed` carries the quote to show instead). Every 400 may also be a
   * `validation_failed` answer naming the fields.
   */
  errorBodies?: Readonly<Partial<Record<number, z.ZodObject>>>;
  /**
   * A public read whose answer is the same bytes for every caller: the bff keeps it in memory and
   * answers a request for it as soon as it is routed, before guards, rate limits and validation.
   */
  cached?: true;
}

/** A staff route names the one permission it needs; the role table says who holds it. */
export type EndpointDef = EndpointFields &
  ({ audience: 'admin'; permission: StaffPermission } | { audience: Exclude<Audience, 'admin'>; permission?: never });

/**
 * Any call can answer 503 with Retry-After while a dependency it needs (PostgreSQL, Redis, Stripe)
 * is down: the request was fine and may be sent again.
 */
const DEPENDENCY_DOWN = 503;

export const define = <const E extends EndpointDef>(e: E): E => ({ ...e, errors: [...new Set([...e.errors, DEPENDENCY_DOWN])] });

/**
 * Statuses every state-changing call can answer: bad input, stale XSRF token, a body over the size
 * limit or not JSON, rate limit. Any call can answer 400: a query or path parameter holding a
 * character the database cannot store is refused before the call sees it.
 */
export const WRITE_ERRORS = [400, 403, 413, 415, 429] as const;
export const SIGNED_IN = [400, 401, 403] as const;

/** `/api/my/orders/:id` with `{ id }` → `/api/my/orders/<id, URL-encoded>`. */
export function fillPath(path: string, params?: Readonly<Record<string, unknown>>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}
