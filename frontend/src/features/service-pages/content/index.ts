/**
 * Registry of page copy. Each page's module is loaded with its own `import()`, so its copy is a
 * separate chunk; the names and one-line summaries here are small enough to ship with the router
 * (they feed links on overview pages, the trucking landing page and "related services").
 * Names match the catalog (services/platform/src/catalog/catalog.data.ts).
 */
import type { OverviewPageContent, ServicePageContent } from './types';
import type { TruckingLandingContent } from './trucking-landing.types';

export type ServiceCategory = ServicePageContent['category'];
export type OverviewSlug = OverviewPageContent['slug'];

type Loader<T> = () => Promise<{ default: T }>;

export interface ServicePageEntry {
  slug: string;
  category: ServiceCategory;
  name: string;
  summary: string;
  load: Loader<ServicePageContent>;
}

export interface OverviewPageEntry {
  slug: OverviewSlug;
  name: string;
  load: Loader<OverviewPageContent>;
}

const business = (slug: string, name: string, summary: string, load: Loader<ServicePageContent>): ServicePageEntry => ({
  slug,
  category: 'business',
  name,
  summary,
  load,
});
const trucking = (slug: string, name: string, summary: string, load: Loader<ServicePageContent>): ServicePageEntry => ({
  slug,
  category: 'trucking',
  name,
  summary,
  load,
});

export const SERVICE_PAGES: readonly ServicePageEntry[] = [
  business(
    'llc-formation',
    'LLC Formation',
    'Form your LLC in any state; the state fee is shown apart and paid at cost.',
    () => import('./business/llc-formation'),
  ),
  business(
    'corporation',
    'Corporation Formation',
    'Incorporate in any state with articles of incorporation prepared and filed.',
    () => import('./business/corporation'),
  ),
  business(
    'nonprofit',
    'Nonprofit Formation',
    'Nonprofit articles of incorporation filed with your state.',
    () => import('./business/nonprofit'),
  ),
  business(
    'dba-filing',
    'DBA Filing',
    'An assumed, fictitious or trade name filed with the right state or county office.',
    () => import('./business/dba-filing'),
  ),
  business(
    'registered-agent',
    'Registered Agent',
    'A physical address in your state to receive legal papers and state notices.',
    () => import('./business/registered-agent'),
  ),
  business(
    'annual-report',
    'Annual Report Filing',
    'Your state annual or biennial report, filed on time.',
    () => import('./business/annual-report'),
  ),
  business(
    'articles-amendment',
    'Articles of Amendment',
    'Change your company’s name, address, management or purpose on record.',
    () => import('./business/articles-amendment'),
  ),
  business(
    'dissolution',
    'Business Dissolution',
    'Close your LLC or corporation properly so state fees stop accruing.',
    () => import('./business/dissolution'),
  ),
  business('boir', 'BOIR Filing', 'FinCEN BOI reports for foreign companies registered in a US state.', () => import('./business/boir')),
  business(
    'ein-registration',
    'EIN Registration',
    'Your federal tax ID from the IRS — free if you apply yourself.',
    () => import('./business/ein-registration'),
  ),
  business(
    'trademark-registration',
    'Trademark Registration',
    'A USPTO trademark application; USPTO fee $350 per class.',
    () => import('./business/trademark-registration'),
  ),
  business(
    'trademark-monitoring',
    'Trademark Monitoring',
    'Alerts when someone files a mark similar to yours.',
    () => import('./business/trademark-monitoring'),
  ),
  business(
    'copyright-registration',
    'Copyright Registration',
    'Register your work with the US Copyright Office.',
    () => import('./business/copyright-registration'),
  ),
  trucking(
    'interstate-authority-packages',
    'Interstate Authority Packages',
    'USDOT number and MC operating authority; $300 FMCSA fee at cost.',
    () => import('./trucking/interstate-authority-packages'),
  ),
  trucking(
    'broker-authority-package',
    'Broker Authority Package',
    'Freight broker authority with BOC-3; $75,000 BMC-84/85 explained.',
    () => import('./trucking/broker-authority-package'),
  ),
  trucking(
    'expedited-authority-certification',
    'Expedited Authority Certification',
    'Authority paperwork filed the same day and in parallel.',
    () => import('./trucking/expedited-authority-certification'),
  ),
  trucking('boc3-filing', 'BOC-3 Filing', 'Process agents in every state, in one FMCSA filing.', () => import('./trucking/boc3-filing')),
  trucking(
    'ucr-2025',
    'UCR 2025 Registration',
    'Unified Carrier Registration for 2025, from $46 by fleet size.',
    () => import('./trucking/ucr-2025'),
  ),
  trucking(
    'biennial-mcs150-update',
    'Biennial MCS-150 Update',
    'Keep your USDOT number active; FMCSA charges nothing.',
    () => import('./trucking/biennial-mcs150-update'),
  ),
  trucking(
    'authority-reinstatement',
    'Authority Reinstatement',
    'Reactivate revoked authority — causes fixed first.',
    () => import('./trucking/authority-reinstatement'),
  ),
  trucking('irp-ifta', 'IRP & IFTA', 'Apportioned plates and your IFTA fuel-tax license.', () => import('./trucking/irp-ifta')),
  trucking(
    'kyu-number',
    'Kentucky KYU Number',
    'Kentucky weight-distance tax license for 60,000 lb and up.',
    () => import('./trucking/kyu-number'),
  ),
  trucking(
    'new-york-hut25',
    'New York HUT (25th Series)',
    'NY Highway Use Tax certificate and decals over 18,000 lb.',
    () => import('./trucking/new-york-hut25'),
  ),
  trucking(
    'new-mexico-wd2025',
    'New Mexico Weight-Distance Permit 2025',
    'NM weight-distance permit for vehicles over 26,000 lb.',
    () => import('./trucking/new-mexico-wd2025'),
  ),
  trucking(
    'drug-alcohol-consortium',
    'Drug & Alcohol Consortium',
    'DOT random testing pool and Clearinghouse setup.',
    () => import('./trucking/drug-alcohol-consortium'),
  ),
];

export const OVERVIEW_PAGES: readonly OverviewPageEntry[] = [
  { slug: 'business-formation', name: 'Register Your Business', load: () => import('./overview/business-formation') },
  { slug: 'business-operations', name: 'Run Your Business', load: () => import('./overview/business-operations') },
  { slug: 'business-protection', name: 'Protect Your Business', load: () => import('./overview/business-protection') },
];

export const loadTruckingLanding: Loader<TruckingLandingContent> = () => import('./trucking-landing');

const bySlug = new Map(SERVICE_PAGES.map((entry) => [entry.slug, entry]));

/** Any service page by slug, whatever its category (used for related links). */
export function findServicePage(slug: string): ServicePageEntry | undefined {
  return bySlug.get(slug);
}

/** A service page only if it lives under the given category's URL prefix. */
export function findServicePageIn(category: ServiceCategory, slug: string): ServicePageEntry | undefined {
  const entry = bySlug.get(slug);
  return entry && entry.category === category ? entry : undefined;
}

export function findOverviewPage(slug: string): OverviewPageEntry | undefined {
  return OVERVIEW_PAGES.find((entry) => entry.slug === slug);
}

/** The public path of a service page. */
export function servicePath(entry: Pick<ServicePageEntry, 'slug' | 'category'>): string {
  return entry.category === 'business' ? `/business/${entry.slug}` : `/trucking-authority/${entry.slug}`;
}

/** The overview page each business service belongs to (breadcrumbs). Tests check it against the overview copy. */
export const OVERVIEW_FOR_SERVICE: Readonly<Record<string, OverviewSlug>> = {
  'llc-formation': 'business-formation',
  corporation: 'business-formation',
  nonprofit: 'business-formation',
  'dba-filing': 'business-formation',
  'ein-registration': 'business-operations',
  'registered-agent': 'business-operations',
  'annual-report': 'business-operations',
  'articles-amendment': 'business-operations',
  boir: 'business-operations',
  dissolution: 'business-operations',
  'trademark-registration': 'business-protection',
  'trademark-monitoring': 'business-protection',
  'copyright-registration': 'business-protection',
};
