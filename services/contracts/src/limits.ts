/** Product-wide limits and timings. Times are milliseconds. */
export const RECEIPT_DUE_MS = 2_592_000_000;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const COUNTER_STEP_MS = 30;
export const COUNTERS = [
  { target: 132, durationMs: 2000, suffix: '+' },
  { target: 200, durationMs: 2000, suffix: '+' },
  { target: 24, durationMs: 1500, prefix: '20' },
] as const;
export const SCROLL_TOP_THRESHOLD_PX = 400;
export const NEWSLETTER_MESSAGE_MS = 1500;
/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
/** At most one confirmation mail per address in this time, however often a sign-up names it. */
export const NEWSLETTER_CONFIRM_RESEND_MS = 60 * 60 * 1000;
export const DRAWER_CLOSE_DELAY_MS = 100;
export const BILLING_COUNTRY = 'US';
export const ORDER_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const MAX_BODY_BYTES = 100 * 1024;
/**
 * The deepest nesting of objects and arrays a JSON body may have. No request of ours needs more
 * than a handful of levels; a deeper body is refused while its bytes are scanned, before it is
 * parsed or validated, because validating thousands of levels recurses until the stack overflows.
 */
export const MAX_JSON_DEPTH = 32;

export const PERSIST_KEYS = {
  user: 'userData',
  admin: 'adminData',
  stateTaxes: 'stateTaxes',
  stateTaxesLastFetched: 'stateTaxesLastFetched',
  selection: 'selectedServicePackage',
  token: 'token',
  adminToken: 'adminToken',
  /** Set while the session is the one the account was created in: the dashboard welcomes, not welcomes back. */
  newAccount: 'newAccount',
} as const;
