import type { ServiceDto } from '@filebridge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, queryKeys } from './api';
import { getServiceById, getServiceBySlug } from './api/catalog';

/** A service by its slug (service pages, checkout) or by its id (the home page's fixed service). */
export type ServiceRef = string | { id: string };

export type ServiceLoadStatus = 'loading' | 'error' | 'success';

export interface UseServiceResult {
  status: ServiceLoadStatus;
  service: ServiceDto | null;
  /** Detail text: "Failed to fetch service data", the server message, or "Error fetching service data: {reason}". */
  error: string | null;
  refetch: () => void;
}

/** Home and the service pages share one copy of a service for a minute. */
const SERVICE_FRESH_MS = 60_000;

/** The wording for a failed service load. */
export function serviceErrorText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    return error.serverMessage || 'Failed to fetch service data';
  }
  const reason = error instanceof Error && error.message ? error.message : String(error);
  return `Error fetching service data: ${reason}`;
}

/**
 * A catalog service with its packages: GET /api/services/slug/:slug for a slug, GET
 * /api/services/:serviceId for `{ id }`.
 */
export const serviceQuery = (ref: ServiceRef) =>
  queryOptions({
    queryKey: typeof ref === 'string' ? queryKeys.catalog.serviceBySlug(ref) : queryKeys.catalog.serviceById(ref.id),
    queryFn: ({ signal }) =>
      (typeof ref === 'string' ? getServiceBySlug(ref, signal) : getServiceById(ref.id, signal)).then((body) => body.data),
    staleTime: SERVICE_FRESH_MS,
  });

export function useService(ref: ServiceRef): UseServiceResult {
  const query = useQuery(serviceQuery(ref));
  const status: ServiceLoadStatus = query.isPending ? 'loading' : query.isError ? 'error' : 'success';
  return {
    status,
    service: query.data ?? null,
    error: query.isError ? serviceErrorText(query.error) : null,
    refetch: () => void query.refetch(),
  };
}
