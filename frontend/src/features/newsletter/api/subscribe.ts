import { api } from '../../../lib/api-client';

export interface SubscribeResponse {
  message?: string;
}

/** POST /api/newsletter/subscribe { email } → { message }. */
export function subscribeToNewsletter(email: string) {
  return api.post<SubscribeResponse | undefined>('/api/newsletter/subscribe', { email });
}
