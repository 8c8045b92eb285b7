/** Methods that change nothing: no XSRF token needed, no write budget spent. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes whose caller proves itself by a signature over the raw body (Stripe's webhook): no XSRF
 * token, no per-IP write budget (Stripe sends from a few addresses at its own pace), and the body
 * is stored exactly as signed.
 */
export const SIGNED_ROUTES: ReadonlySet<string> = new Set(['/api/webhooks/stripe']);
