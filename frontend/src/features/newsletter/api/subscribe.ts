import { callApi } from '../../../lib/api';

/** POST /api/newsletter/subscribe { email } → { success, message }. */
export function subscribeToNewsletter(email: string) {
  return callApi('subscribe', { body: { email } });
}
