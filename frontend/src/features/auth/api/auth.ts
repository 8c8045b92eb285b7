import { callApi, type ApiBody } from '../../../lib/api';

/** POST /api/auth/login → `{ success, user, token }` (401 "Email or password is incorrect."). */
export function login(body: ApiBody<'login'>) {
  return callApi('login', { body });
}

/** POST /api/auth/signup → 201 `{ success, user, token }` whether or not the address had an account (400 field messages). */
export function signup(body: ApiBody<'signup'>) {
  return callApi('signup', { body });
}

/** POST /api/auth/login/2fa → `{ success, user, token }`; 400 for a wrong or used code, 401 when the log-in expired. */
export function loginSecondFactor(body: ApiBody<'loginSecondFactor'>) {
  return callApi('loginSecondFactor', { body });
}
