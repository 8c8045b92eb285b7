import type { ServiceDto } from '@filebridge/contracts';
import { api } from '../../../lib/api-client';

export interface ServiceEnvelope {
  success: boolean;
  message?: string;
  data?: ServiceDto;
}

export function getServiceBySlug(slug: string, signal?: AbortSignal) {
  return api.get<ServiceEnvelope>(`/api/services/slug/${encodeURIComponent(slug)}`, { signal });
}

export function getServiceById(id: string, signal?: AbortSignal) {
  return api.get<ServiceEnvelope>(`/api/services/${encodeURIComponent(id)}`, { signal });
}

export function listServices(signal?: AbortSignal) {
  return api.get<{ success: boolean; data: ServiceDto[] }>('/api/services', { signal });
}

/** The id a package is addressed by (the spec's client reads `id` or `_id`). */
export function packageId(pkg: { id?: string; _id?: string }): string {
  return pkg.id ?? pkg._id ?? '';
}
