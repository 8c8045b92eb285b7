/**
 * Where the HTTP layer reports that the server no longer accepts a signed-in call's token (it
 * expired, or the session was ended from another device). The layer shows no UI and knows no
 * store: the customer area's guard subscribes while it is on screen and ends the session in the
 * browser too.
 */
import type { AuthKind } from './http';

type Listener = () => void;
const listeners: Record<AuthKind, Set<Listener>> = { customer: new Set(), admin: new Set() };

/** Calls `listener` each time a call of `auth` answers 401; answers the function that unsubscribes. */
export function onSessionEnded(auth: AuthKind, listener: Listener): () => void {
  listeners[auth].add(listener);
  return () => {
    listeners[auth].delete(listener);
  };
}

export function reportSessionEnded(auth: AuthKind): void {
  for (const listener of listeners[auth]) listener();
}
