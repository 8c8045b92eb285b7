import { callApi } from './client';

export function getServiceBySlug(slug: string, signal?: AbortSignal) {
  return callApi('serviceBySlug', { params: { slug }, signal });
}

export function getServiceById(serviceId: string, signal?: AbortSignal) {
  return callApi('serviceById', { params: { serviceId }, signal });
}

/** The id a package is addressed by (the API answers both `id` and `_id`). */
export function packageId(pkg: { id?: string; _id?: string }): string {
  return pkg.id ?? pkg._id ?? '';
}
