import type { ResponseOf, ENDPOINTS } from '@filebridge/contracts';
import { api } from '../../../lib/api-client';

export type MyCompliance = ResponseOf<typeof ENDPOINTS.myCompliance>['data'];

/** GET /api/my/compliance: each paid order's filings, dated on the server. */
export function getMyCompliance(signal?: AbortSignal) {
  return api.get<ResponseOf<typeof ENDPOINTS.myCompliance>>('/api/my/compliance', { auth: 'customer', signal });
}
