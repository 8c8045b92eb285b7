import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while rendering on the server and while hydrating, true after: for what only a browser can
 * render (portals into <body>), so hydration sees the same markup the pre-renderer wrote.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
