import type { ServiceDto } from '@filebridge/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getServiceById, getServiceBySlug } from '../api/services';

/** A service by its slug (service pages, checkout) or by its id (the home page's fixed service). */
export type ServiceRef = string | { id: string };

const cacheKey = (ref: ServiceRef) => (typeof ref === 'string' ? `slug:${ref}` : `id:${ref.id}`);

/** The call for a cache key: `slug:…` by slug, `id:…` by id. */
function load(key: string, signal: AbortSignal) {
  const value = key.slice(key.indexOf(':') + 1);
  return key.startsWith('id:') ? getServiceById(value, signal) : getServiceBySlug(value, signal);
}

export type ServiceLoadStatus = 'loading' | 'error' | 'success';

export interface UseServiceResult {
  status: ServiceLoadStatus;
  service: ServiceDto | null;
  /** Detail text: "Failed to fetch service data", the server message, or "Error fetching service data: {reason}". */
  error: string | null;
  refetch: () => void;
}

const CACHE_TTL_MS = 60_000;
const cache = new Map<string, { at: number; service: ServiceDto }>();

/** Test hook: forget cached services. */
export function clearServiceCache(): void {
  cache.clear();
}

/** The wording for a failed service load. */
export function serviceErrorText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    return error.serverMessage || 'Failed to fetch service data';
  }
  const reason = error instanceof Error && error.message ? error.message : String(error);
  return `Error fetching service data: ${reason}`;
}

/**
 * Loads a catalog service with its packages: GET /api/services/slug/:slug for a slug, GET
 * /api/services/:serviceId for `{ id }`. An unsuccessful answer reads as its message, else "Failed to
 * fetch service data".
 */
export function useService(ref: ServiceRef): UseServiceResult {
  const key = cacheKey(ref);
  const cached = cache.get(key);
  const fresh = cached && Date.now() - cached.at < CACHE_TTL_MS ? cached.service : null;
  const [state, setState] = useState<{ key: string; status: ServiceLoadStatus; service: ServiceDto | null; error: string | null }>(() => ({
    key,
    status: fresh ? 'success' : 'loading',
    service: fresh,
    error: null,
  }));
  const [attempt, setAttempt] = useState(0);

  // A new service resets the state during render (no stale packages from the previous one).
  if (state.key !== key) {
    setState({ key, status: fresh ? 'success' : 'loading', service: fresh, error: null });
  }

  useEffect(() => {
    const hit = cache.get(key);
    if (attempt === 0 && hit && Date.now() - hit.at < CACHE_TTL_MS) {
      setState({ key, status: 'success', service: hit.service, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, key, status: 'loading', error: null }));
    load(key, controller.signal)
      .then((body) => {
        if (controller.signal.aborted) return;
        if (body?.success && body.data) {
          cache.set(key, { at: Date.now(), service: body.data });
          setState({ key, status: 'success', service: body.data, error: null });
        } else {
          setState({ key, status: 'error', service: null, error: body?.message || 'Failed to fetch service data' });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, status: 'error', service: null, error: serviceErrorText(error) });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const refetch = useCallback(() => {
    cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  return { status: state.status, service: state.service, error: state.error, refetch };
}
