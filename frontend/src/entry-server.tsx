/**
 * Pre-rendering entry (scripts/build.mjs): renders a public page to HTML at build time, so it is
 * readable without JavaScript and indexable; main.tsx then hydrates it.
 */
import { BUSINESS_OVERVIEW_SLUGS, BUSINESS_SERVICE_SLUGS, TRUCKING_SERVICE_SLUGS } from '@filebridge/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppFrame } from './app/app';
import { loadRouteModules } from './app/route-modules';
import { routes } from './app/router';
import { serverHead } from './lib/use-page-title';

/** Every public page whose content does not depend on who is looking. */
export async function prerenderPaths(): Promise<string[]> {
  // Imported as the router does, so these modules stay in their own chunks.
  const [{ COMPANY_PAGES }, { LEGAL_DOCUMENTS }] = await Promise.all([
    import('./features/company/routes'),
    import('./features/legal/content'),
  ]);
  return [
    '/',
    ...[...BUSINESS_SERVICE_SLUGS, ...BUSINESS_OVERVIEW_SLUGS].map((slug) => `/business/${slug}`),
    '/trucking-authority',
    ...TRUCKING_SERVICE_SLUGS.map((slug) => `/trucking-authority/${slug}`),
    ...Object.keys(COMPANY_PAGES).map((page) => `/company/${page}`),
    ...LEGAL_DOCUMENTS.map((doc) => `/legal/${doc.slug}`),
  ];
}

export interface RenderedPage {
  html: string;
  title?: string;
  description?: string;
}

export async function render(pathname: string): Promise<RenderedPage> {
  await loadRouteModules(routes, pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages are pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  for (const key of Object.keys(serverHead) as (keyof typeof serverHead)[]) delete serverHead[key];
  const html = renderToString(
    <StrictMode>
      <AppFrame>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  return { html, ...serverHead };
}
