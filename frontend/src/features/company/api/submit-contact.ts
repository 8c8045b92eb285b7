import { api } from '../../../lib/api-client';

export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  topic: string;
  message: string;
}

export interface InquiryResponse {
  success: boolean;
  message: string;
}

/** POST /api/contact. The api client adds the XSRF header and throws ApiError on failure. */
export function submitContact(body: ContactRequest) {
  return api.post<InquiryResponse>('/api/contact', body);
}
