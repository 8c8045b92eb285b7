import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** What a lazy route module may hand the router besides its Component. */
export interface RouteHandle {
  /** Loads what the route's first render needs (its copy chunk), so it renders complete at once. */
  preload?: (params: Params) => Promise<void>;
}

/**
 * Resolves the lazy modules of the routes matching `pathname` and runs their preloads. Pre-rendering
 * needs this to render a page in one synchronous pass, and hydration needs it so the first client
 * render is the markup the server wrote instead of a spinner or skeleton. Resolved modules are
 * written onto the route objects, as react-router's own SSR guide does, so the router never loads
 * them again.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const resolved = await route.lazy();
    Object.assign(route, resolved, { lazy: undefined });
  }
  await Promise.all(matches.map(({ route, params }) => (route.handle as RouteHandle | undefined)?.preload?.(params)));
}
