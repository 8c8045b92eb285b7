/** The service slugs, once: routes, catalog seed and tests all check against these. */
export const BUSINESS_SERVICE_SLUGS = [
  'llc-formation',
  'corporation',
  'dba-filing',
  'nonprofit',
  'registered-agent',
  'annual-report',
  'dissolution',
  'boir',
  'articles-amendment',
  'trademark-registration',
  'trademark-monitoring',
  'copyright-registration',
  'ein-registration',
] as const;

/** Footer overview pages: they group services and carry no packages. */
export const BUSINESS_OVERVIEW_SLUGS = ['business-formation', 'business-operations', 'business-protection'] as const;

export const TRUCKING_SERVICE_SLUGS = [
  'interstate-authority-packages',
  'ucr-2025',
  'broker-authority-package',
  'kyu-number',
  'boc3-filing',
  'new-york-hut25',
  'new-mexico-wd2025',
  'irp-ifta',
  'drug-alcohol-consortium',
  'expedited-authority-certification',
  'biennial-mcs150-update',
  'authority-reinstatement',
] as const;

export type ServiceFamily = 'business' | 'trucking';

export const serviceFamilyOf = (slug: string): ServiceFamily =>
  (TRUCKING_SERVICE_SLUGS as readonly string[]).includes(slug) ? 'trucking' : 'business';

/** Where each family's services are listed. */
export const SERVICE_FAMILY_HOME: Readonly<Record<ServiceFamily, string>> = {
  business: '/business/business-formation',
  trucking: '/trucking-authority',
};

/** Where "Start a new filing" leads: the services of the family the customer last ordered from, business when none. */
export const newFilingPath = (ordersNewestFirst: readonly { serviceSlug: string }[]): string =>
  SERVICE_FAMILY_HOME[ordersNewestFirst[0] ? serviceFamilyOf(ordersNewestFirst[0].serviceSlug) : 'business'];
