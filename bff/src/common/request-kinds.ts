/** Methods that change nothing: no XSRF token needed, no write budget spent. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes whose caller proves itself by a signature over the raw body (Stripe's webhook): no XSRF
 * token, no per-IP write budget (Stripe sends from a few addresses at its own pace), and the body
 * is stored exactly as signed.
 */
export const SIGNED_ROUTES: ReadonlySet<string> = new Set(['/api/webhooks/stripe']);

/**
 * Routes a link from one of our mails posts to, authorised by the signed token in its URL (the
 * newsletter's confirm and unsubscribe, the compliance reminders' unsubscribe): no XSRF token, since
 * a mail client's one-click POST has no session, and a form body is taken (see useLinkFormBodyParser).
 */
export const LINK_SIGNED_ROUTES: ReadonlySet<string> = new Set([
  '/api/newsletter/confirm',
  '/api/newsletter/unsubscribe',
  '/api/compliance/unsubscribe',
]);

/**
 * Routes whose body is a file, sent as its raw bytes (see useDocumentUploadParser): the only routes
 * that take a PDF, PNG, JPEG or octet-stream body. They need an XSRF token and spend write budget
 * like any other write.
 */
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set(['/api/admin/orders/:id/documents', '/api/my/orders/:id/documents']);
