import { api } from '../../../lib/api-client';
import type { InquiryResponse } from './submit-contact';

export type ApplicationKind = 'partner' | 'affiliate';

export interface ApplicationRequest {
  kind: ApplicationKind;
  name: string;
  email: string;
  company: string;
  phone?: string;
  website?: string;
  message: string;
}

/** POST /api/applications (partner and affiliate programmes). */
export function submitApplication(body: ApplicationRequest) {
  return api.post<InquiryResponse>('/api/applications', body);
}
