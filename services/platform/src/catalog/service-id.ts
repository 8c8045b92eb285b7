import { v5 as uuidV5 } from 'uuid';

/** The UUID v5 namespace of catalog service ids. Never change it: ids in URLs and orders depend on it. */
const SERVICE_ID_NAMESPACE = '9b6f646c-fa64-4488-8763-c494fc7748b0';

/**
 * A seeded service's id: UUID v5 of its slug, so a service has the same id on every database and a
 * client can address it by a fixed id (the home page does).
 */
export function serviceIdFor(slug: string): string {
  return uuidV5(slug, SERVICE_ID_NAMESPACE);
}
