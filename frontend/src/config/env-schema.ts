import { z } from 'zod';

const httpUrlOrEmpty = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^(https?:\/\/[^\s]+)?$/, `${name} must be an http(s) URL, or empty`)
    .optional();

/**
 * The build-time settings (Vite `VITE_*` variables). The Vite config parses them when a build or
 * the dev server starts, so a wrong value stops the build with its name instead of shipping a site
 * that fails in the browser; `env.ts` then reads them without a parser in the bundle.
 */
export const BuildEnvSchema = z.object({
  VITE_API_URL: httpUrlOrEmpty('VITE_API_URL'),
  VITE_SITE_URL: httpUrlOrEmpty('VITE_SITE_URL'),
  VITE_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'VITE_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  /** Empty or unset loads the real Stripe.js; the emulator's stand-in is named explicitly. */
  VITE_STRIPE_JS_URL: httpUrlOrEmpty('VITE_STRIPE_JS_URL'),
  VITE_HOME_SERVICE_ID: z.union([z.literal(''), z.uuid('VITE_HOME_SERVICE_ID must be a service id (a UUID)')]).optional(),
  VITE_DASHBOARD_LINK_ENABLED: z
    .string()
    .regex(/^(|true|false|1|0|yes|no|on|off)$/i, 'VITE_DASHBOARD_LINK_ENABLED must be true or false')
    .optional(),
  VITE_MESSAGING_CONTACT_URL: httpUrlOrEmpty('VITE_MESSAGING_CONTACT_URL'),
});

/** The settings' problems, one line each naming the variable; empty when all are valid. */
export function buildEnvProblems(env: Record<string, string | undefined>): string[] {
  const parsed = BuildEnvSchema.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
}
