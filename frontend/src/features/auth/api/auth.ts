import type { AuthResponse } from '@filebridge/contracts';
import { api } from '../../../lib/api-client';

export function login(body: { email: string; password: string }) {
  return api.post<AuthResponse>('/api/auth/login', body);
}

export function signup(body: { firstName: string; lastName: string; email: string; password: string }) {
  return api.post<AuthResponse>('/api/auth/signup', body);
}

export function logout() {
  return api.post<unknown>('/api/auth/logout', undefined, { auth: 'customer' });
}
