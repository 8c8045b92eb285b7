import { callApi, type ApiBody } from '../../../lib/api';

/** POST /api/auth/password-reset → the same sentence whether or not an account uses the address (429 when asked too often). */
export function requestPasswordReset(body: ApiBody<'requestPasswordReset'>) {
  return callApi('requestPasswordReset', { body });
}

/** POST /api/auth/password-reset/confirm → `{ success, user, token }`; 400 `reset_link_used` for a used, old or expired link. */
export function confirmPasswordReset(body: ApiBody<'confirmPasswordReset'>) {
  return callApi('confirmPasswordReset', { body });
}
