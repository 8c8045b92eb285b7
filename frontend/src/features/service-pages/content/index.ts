/**
 * Registry of page copy. Each page's module is loaded with its own `import()`, so its copy is a
 * separate chunk; the names and one-line summaries here are small enough to ship with the router
 * (they feed links on overview pages, the trucking landing page and "related services").
 * Names and summaries are the catalog's own, from the contracts' SERVICE_COPY.
 */
import { SERVICE_COPY, type CatalogSlug } from '@filebridge/contracts';
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

/** A page entry; its name and summary are the catalog's own (contracts' SERVICE_COPY). */
const entry = (category: ServiceCategory, slug: CatalogSlug, load: Loader<ServicePageContent>): ServicePageEntry => ({
  slug,
  category,
  name: SERVICE_COPY[slug].name,
  summary: SERVICE_COPY[slug].summary,
  load,
});
const business = (slug: CatalogSlug, load: Loader<ServicePageContent>) => entry('business', slug, load);
const trucking = (slug: CatalogSlug, load: Loader<ServicePageContent>) => entry('trucking', slug, load);

export const SERVICE_PAGES: readonly ServicePageEntry[] = [
  business('llc-formation', () => import('./business/llc-formation')),
  business('corporation', () => import('./business/corporation')),
  business('nonprofit', () => import('./business/nonprofit')),
  business('dba-filing', () => import('./business/dba-filing')),
  business('registered-agent', () => import('./business/registered-agent')),
  business('annual-report', () => import('./business/annual-report')),
  business('articles-amendment', () => import('./business/articles-amendment')),
  business('dissolution', () => import('./business/dissolution')),
  business('boir', () => import('./business/boir')),
  business('ein-registration', () => import('./business/ein-registration')),
  business('trademark-registration', () => import('./business/trademark-registration')),
  business('trademark-monitoring', () => import('./business/trademark-monitoring')),
  business('copyright-registration', () => import('./business/copyright-registration')),
  trucking('interstate-authority-packages', () => import('./trucking/interstate-authority-packages')),
  trucking('broker-authority-package', () => import('./trucking/broker-authority-package')),
  trucking('expedited-authority-certification', () => import('./trucking/expedited-authority-certification')),
  trucking('boc3-filing', () => import('./trucking/boc3-filing')),
  trucking('ucr-2025', () => import('./trucking/ucr-2025')),
  trucking('biennial-mcs150-update', () => import('./trucking/biennial-mcs150-update')),
  trucking('authority-reinstatement', () => import('./trucking/authority-reinstatement')),
  trucking('irp-ifta', () => import('./trucking/irp-ifta')),
  trucking('kyu-number', () => import('./trucking/kyu-number')),
  trucking('new-york-hut25', () => import('./trucking/new-york-hut25')),
  trucking('new-mexico-wd2025', () => import('./trucking/new-mexico-wd2025')),
  trucking('drug-alcohol-consortium', () => import('./trucking/drug-alcohol-consortium')),
];

export const OVERVIEW_PAGES: readonly OverviewPageEntry[] = [
  { slug: 'business-formation', name: SERVICE_COPY['business-formation'].name, load: () => import('./overview/business-formation') },
  { slug: 'business-operations', name: SERVICE_COPY['business-operations'].name, load: () => import('./overview/business-operations') },
  { slug: 'business-protection', name: SERVICE_COPY['business-protection'].name, load: () => import('./overview/business-protection') },
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
