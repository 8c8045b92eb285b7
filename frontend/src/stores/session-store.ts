/**
 * Customer session (spec §3, §4): the signed-in user is persisted under `userData` and the bearer
 * token under `token` (read by the API client); logout removes both.
 */
import type { UserDto } from '@filebridge/contracts';
import { PERSIST_KEYS } from '@filebridge/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { fieldStorage } from '../lib/persist-storage';

/** The client keeps at least these fields; the server's user may carry more. */
export type SessionUser = Pick<UserDto, 'id' | 'firstName' | 'lastName'> & Partial<Omit<UserDto, 'id' | 'firstName' | 'lastName'>>;

interface PersistedSession {
  user: SessionUser | null;
  token: string | null;
}

export interface SessionState extends PersistedSession {
  /** Stores the user (and the token when given) and persists them. */
  setUser: (user: SessionUser, token?: string | null) => void;
  setToken: (token: string | null) => void;
  logout: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      setUser: (user, token) => set((state) => ({ user, token: token === undefined ? state.token : token })),
      setToken: (token) => set({ token }),
      logout: () => set({ user: null, token: null }),
    }),
    {
      name: PERSIST_KEYS.user,
      storage: fieldStorage<PersistedSession>({
        user: { key: PERSIST_KEYS.user },
        token: { key: PERSIST_KEYS.token, codec: 'string' },
      }),
      partialize: ({ user, token }) => ({ user, token }),
    },
  ),
);

export const selectUser = (state: SessionState) => state.user;
