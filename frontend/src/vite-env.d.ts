/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_STRIPE_JS_URL?: string;
  readonly VITE_HOME_SERVICE_ID?: string;
  readonly VITE_DASHBOARD_LINK_ENABLED?: string;
  readonly VITE_MESSAGING_CONTACT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module 'virtual:endpoint-routes' {
  type Endpoints = typeof import('@filebridge/contracts').ENDPOINTS;
  /** Method, path and audience of each call, taken from the contracts' endpoint table at build time. */
  export const ENDPOINT_ROUTES: { readonly [N in keyof Endpoints]: Pick<Endpoints[N], 'method' | 'path' | 'audience'> };
}
