import type { ServiceDto } from '@filebridge/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getServiceBySlug } from '../api/services';

export type ServiceLoadStatus = 'loading' | 'error' | 'success';

export interface UseServiceResult {
  status: ServiceLoadStatus;
  service: ServiceDto | null;
  /** Detail text per spec §8 ("Failed to fetch service data", server message, or "Error fetching service data: {reason}"). */
  error: string | null;
  refetch: () => void;
}

const CACHE_TTL_MS = 60_000;
const cache = new Map<string, { at: number; service: ServiceDto }>();

/** Test hook: forget cached services. */
export function clearServiceCache(): void {
  cache.clear();
}

/** The spec's wording for a failed service load (§8). */
export function serviceErrorText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    return error.serverMessage || 'Failed to fetch service data';
  }
  const reason = error instanceof Error && error.message ? error.message : String(error);
  return `Error fetching service data: ${reason}`;
}

/** Loads a catalog service (with its packages) by slug: GET /api/services/slug/:slug. */
export function useService(slug: string): UseServiceResult {
  const cached = cache.get(slug);
  const fresh = cached && Date.now() - cached.at < CACHE_TTL_MS ? cached.service : null;
  const [state, setState] = useState<{ slug: string; status: ServiceLoadStatus; service: ServiceDto | null; error: string | null }>(() => ({
    slug,
    status: fresh ? 'success' : 'loading',
    service: fresh,
    error: null,
  }));
  const [attempt, setAttempt] = useState(0);

  // A new slug resets the state during render (no stale packages from the previous service).
  if (state.slug !== slug) {
    setState({ slug, status: fresh ? 'success' : 'loading', service: fresh, error: null });
  }

  useEffect(() => {
    const hit = cache.get(slug);
    if (attempt === 0 && hit && Date.now() - hit.at < CACHE_TTL_MS) {
      setState({ slug, status: 'success', service: hit.service, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, slug, status: 'loading', error: null }));
    getServiceBySlug(slug, controller.signal)
      .then((body) => {
        if (controller.signal.aborted) return;
        if (body?.success && body.data) {
          cache.set(slug, { at: Date.now(), service: body.data });
          setState({ slug, status: 'success', service: body.data, error: null });
        } else {
          setState({ slug, status: 'error', service: null, error: body?.message || 'Failed to fetch service data' });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ slug, status: 'error', service: null, error: serviceErrorText(error) });
      });
    return () => controller.abort();
  }, [slug, attempt]);

  const refetch = useCallback(() => {
    cache.delete(slug);
    setAttempt((n) => n + 1);
  }, [slug]);

  return { status: state.status, service: state.service, error: state.error, refetch };
}
