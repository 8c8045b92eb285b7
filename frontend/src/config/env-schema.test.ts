import { describe, expect, it } from 'vitest';
import { buildEnvProblems } from './env-schema';

describe('build settings', () => {
  it('accepts what npm start and the tests set, and nothing at all', () => {
    expect(buildEnvProblems({})).toEqual([]);
    expect(
      buildEnvProblems({
        VITE_API_URL: 'http://localhost:3000',
        VITE_STRIPE_JS_URL: 'http://localhost:12111/js/stripe.js',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_filebridge',
        VITE_SITE_URL: '',
        VITE_HOME_SERVICE_ID: '560f701e-fa13-59d8-8d14-9bb5e2a834bb',
        VITE_DASHBOARD_LINK_ENABLED: 'false',
      }),
    ).toEqual([]);
  });

  it('names each variable that holds a wrong value', () => {
    expect(
      buildEnvProblems({
        VITE_API_URL: 'localhost:3000',
        VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_secret',
        VITE_DASHBOARD_LINK_ENABLED: 'maybe',
      }),
    ).toEqual([
      'VITE_API_URL: VITE_API_URL must be an http(s) URL, or empty',
      'VITE_STRIPE_PUBLISHABLE_KEY: VITE_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
      'VITE_DASHBOARD_LINK_ENABLED: VITE_DASHBOARD_LINK_ENABLED must be true or false',
    ]);
  });
});
