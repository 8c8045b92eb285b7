// Endpoint reference with every call, shape and error text: bff/API.md (OpenAPI at /api/docs).
/**
 * The HTTP layer under the typed client (`./client.ts`). It owns credentials (cookies), the XSRF
 * double-submit header, the bearer token and the error shape. It never shows UI: callers turn an
 * `ApiError` into a toast.
 *
 * - `credentials: 'include'` on every call; JSON content type by default; no timeout.
 * - State-changing calls send `X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie. If there is no
 *   cookie yet, `GET /api/auth/csrf` is called once first (the bff answers 204 and sets it).
 * - `auth: 'customer'` sends `Authorization: Bearer <localStorage.token>`;
 *   `auth: 'admin'` sends `Authorization: Bearer <localStorage.adminToken>`.
 * - A 401 to a call that sent a bearer token is reported (`./session-ended.ts`) before it throws.
 * - A non-2xx answer, or a body with `success: false`, throws `ApiError` carrying the server's
 *   `{ message, code, details }`. A network failure throws `ApiError` with status 0.
 */
import { PERSIST_KEYS } from '@filebridge/contracts';
import { API_URL } from '../../config/env';
import { readCookie } from '../cookies';
import { reportSessionEnded } from './session-ended';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const CSRF_PATH = '/api/auth/csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AuthKind = 'customer' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  auth?: AuthKind;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Query-string parameters; undefined values are skipped. */
  query?: Record<string, string | number | boolean | undefined>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  /** The `message` the server sent, or null when the text was made up here (network error, empty body). */
  readonly serverMessage: string | null;
  /** The whole parsed error body, for the extra fields a call documents (e.g. `quote` on a 409 price_changed). */
  readonly body?: unknown;

  constructor(status: number, message: string, code: string, details?: unknown, serverMessage: string | null = null, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.serverMessage = serverMessage;
    this.body = body;
  }

  /** True when the server never answered (offline, DNS, CORS, refused connection). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

function tokenFor(auth: AuthKind | undefined): string | null {
  if (!auth) return null;
  try {
    return localStorage.getItem(auth === 'admin' ? PERSIST_KEYS.adminToken : PERSIST_KEYS.token);
  } catch {
    return null;
  }
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = /^https?:\/\//.test(path) ? path : `${API_URL}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

let csrfRequest: Promise<void> | null = null;

/** Makes sure the XSRF cookie exists, fetching it once if needed (concurrent callers share one call). */
export async function ensureXsrfToken(force = false): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing && !force) return existing;
  if (!csrfRequest) {
    csrfRequest = fetch(buildUrl(CSRF_PATH), { method: 'GET', credentials: 'include' })
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => {
        csrfRequest = null;
      });
  }
  await csrfRequest;
  return readCookie(XSRF_COOKIE);
}

interface ErrorBody {
  success?: boolean;
  message?: unknown;
  code?: unknown;
  details?: unknown;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{]/.test(text.trim())) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown): ApiError {
  const shape = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const serverMessage =
    typeof shape.message === 'string' && shape.message
      ? shape.message
      : Array.isArray(shape.message) && shape.message.length > 0
        ? shape.message.join(', ')
        : null;
  const code = typeof shape.code === 'string' && shape.code ? shape.code : status ? `HTTP_${status}` : 'NETWORK_ERROR';
  return new ApiError(status, serverMessage ?? `Request failed with status ${status}`, code, shape.details, serverMessage, body);
}

const isXsrfRejection = (error: ApiError) => error.status === 403 && /csrf|xsrf/i.test(`${error.code} ${error.message}`);

export async function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const send = async (refreshXsrf: boolean): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm && !headers['Content-Type']) headers['Content-Type'] = 'application/json';

    if (!SAFE_METHODS.has(method)) {
      const xsrf = await ensureXsrfToken(refreshXsrf);
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    const token = tokenFor(options.auth);
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, errorMessage(error, 'Network error'), 'NETWORK_ERROR');
    }

    const data = await parseBody(response);
    // A signed-in call refused for its token: the session is over, whatever screen made the call.
    if (response.status === 401 && token && options.auth) reportSessionEnded(options.auth);
    if (!response.ok || (data && typeof data === 'object' && (data as ErrorBody).success === false)) {
      throw toApiError(response.status, data);
    }
    return data as T;
  };

  try {
    return await send(false);
  } catch (error) {
    // A stale XSRF cookie (e.g. the session changed): refresh it once and retry.
    if (error instanceof ApiError && !SAFE_METHODS.has(method) && isXsrfRejection(error)) {
      return send(true);
    }
    throw error;
  }
}

/**
 * A signed-in GET whose answer is a file (a ZIP), as a Blob: JSON parsing would mangle its bytes.
 * An error answer is still JSON and becomes the same ApiError as `request`'s.
 */
export async function requestBlob(path: string, options: Pick<RequestOptions, 'auth' | 'signal'> = {}): Promise<Blob> {
  const token = tokenFor(options.auth);
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, errorMessage(error, 'Network error'), 'NETWORK_ERROR');
  }
  if (!response.ok) {
    if (response.status === 401 && token && options.auth) reportSessionEnded(options.auth);
    throw toApiError(response.status, await parseBody(response));
  }
  return response.blob();
}
