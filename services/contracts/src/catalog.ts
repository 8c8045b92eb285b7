/** The service whose packages the home page compares. */
export const HOME_SERVICE_SLUG = 'llc-formation';

/**
 * Its id. Every seeded service's id is derived from its slug (UUID v5, see the platform's
 * `serviceIdFor`), so this is the same on every database; a platform test holds the two together.
 */
export const HOME_SERVICE_ID = '560f701e-fa13-59d8-8d14-9bb5e2a834bb';

/** What an inactive service's page says, and what ordering it answers. */
export const INACTIVE_SERVICE_TEXT = 'This service is currently inactive and not available.';
