import { HOME_SERVICE_ID as LLC_FORMATION_SERVICE_ID } from '@filebridge/contracts';

/**
 * Build-time configuration (Vite `VITE_*` variables), read once and typed here; nothing else in
 * the app reads `import.meta.env`. The Vite config has checked each value (`env-schema.ts`).
 */
const env = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.trim().toLowerCase());
}

function url(value: string | undefined, fallback: string): string {
  // An explicitly empty VITE_API_URL means "same origin" (the API proxied under /api).
  const raw = value ?? fallback;
  return raw.replace(/\/+$/, '');
}

/** Base URL of the bff; every call is `${API_URL}/api/...`. */
export const API_URL = url(env.VITE_API_URL, 'http://localhost:3000');

/**
 * The public site's origin for absolute links in structured data (https://www.example.com). Fixed at
 * build time so pre-rendered and hydrated markup agree; empty keeps those links relative.
 */
export const SITE_URL = url(env.VITE_SITE_URL, '');

export const STRIPE_PUBLISHABLE_KEY = env.VITE_STRIPE_PUBLISHABLE_KEY || 'pk_test_filebridge';

/**
 * Where Stripe.js is loaded from: the real https://js.stripe.com/v3 unless a stand-in is named (the
 * Stripe emulator's, which `npm start` and the tests name).
 */
export const STRIPE_JS_URL = env.VITE_STRIPE_JS_URL ?? '';

/** When the dashboard link is off, a messaging-app contact link serves as the buy button. */
export const DASHBOARD_LINK_ENABLED = flag(env.VITE_DASHBOARD_LINK_ENABLED, true);
export const MESSAGING_CONTACT_URL = env.VITE_MESSAGING_CONTACT_URL || 'https://wa.me/18885550142';

/**
 * The one fixed service whose packages the home page compares, loaded by its id. Seeded services'
 * ids are the same on every database, so the default (LLC formation) holds everywhere.
 */
export const HOME_SERVICE_ID = env.VITE_HOME_SERVICE_ID?.trim() || LLC_FORMATION_SERVICE_ID;
