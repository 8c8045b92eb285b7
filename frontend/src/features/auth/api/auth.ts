import type { AuthResponse } from '@filebridge/contracts';
import { api } from '../../../lib/api-client';

export interface SignupBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string;
}

/** POST /api/auth/login → `{ success, user, token }` (401 "Email or password is incorrect."). */
export function login(body: { email: string; password: string }) {
  return api.post<AuthResponse>('/api/auth/login', body);
}

/** POST /api/auth/signup → 201 `{ success, user, token }` (400 field messages, 409 email taken). */
export function signup(body: SignupBody) {
  return api.post<AuthResponse>('/api/auth/signup', body);
}
