/**
 * Customer session: the signed-in user is persisted under `userData`, the bearer token under `token`
 * (read by the API client), and, for the session an account was created in, `newAccount`; logout
 * removes them all.
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
  /** Stored only while true, so a returning customer's storage holds no flag at all. */
  newAccount?: true;
}

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** The account was created in this session (sign-up), as opposed to logged in to. */
  newAccount: boolean;
  /** The customer logged out in this tab: guarded pages then send them home, not to the login page. Not persisted. */
  signedOut: boolean;
  /** The server ended the session (expired, or ended from another device): the login page says so. Not persisted. */
  expired: boolean;
  /** Stores the user (and the token when given) and persists them; `how` says whether it was a sign-up or a log in. */
  setUser: (user: SessionUser, token?: string | null, how?: 'signup' | 'login') => void;
  setToken: (token: string | null) => void;
  /** Ends the session; `signed-out` marks it as the customer's own doing, `expired` as the server's. */
  logout: (how?: 'signed-out' | 'expired') => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      newAccount: false,
      signedOut: false,
      expired: false,
      setUser: (user, token, how) =>
        set((state) => ({
          user,
          token: token === undefined ? state.token : token,
          newAccount: how === undefined ? state.newAccount : how === 'signup',
          signedOut: false,
          expired: false,
        })),
      setToken: (token) => set({ token }),
      logout: (how) => set({ user: null, token: null, newAccount: false, signedOut: how === 'signed-out', expired: how === 'expired' }),
    }),
    {
      name: PERSIST_KEYS.user,
      storage: fieldStorage<PersistedSession>({
        user: { key: PERSIST_KEYS.user },
        token: { key: PERSIST_KEYS.token, codec: 'string' },
        newAccount: { key: PERSIST_KEYS.newAccount },
      }),
      partialize: ({ user, token, newAccount }): PersistedSession => ({ user, token, ...(newAccount ? { newAccount: true } : {}) }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PersistedSession>;
        return {
          ...current,
          user: stored.user ?? current.user,
          token: stored.token ?? current.token,
          newAccount: stored.newAccount === true,
        };
      },
    },
  ),
);
