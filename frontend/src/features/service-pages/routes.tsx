/**
 * Route components for the service pages; the app router lazy-imports this module.
 *   /business/:slug            → BusinessServiceRoute (service page, overview page, or 404)
 *   /trucking-authority        → TruckingLandingRoute
 *   /trucking-authority/:slug  → TruckingServiceRoute
 * Each page's copy is its own chunk (content/index.ts); a skeleton shows while it loads.
 */
import { useParams, type Params } from 'react-router-dom';
import { NotFoundPage } from '../../components/not-found-page';
import { OverviewPage } from './components/overview-page';
import { PageLoadError, PageSkeleton } from './components/page-skeleton';
import { ServicePage } from './components/service-page';
import { TruckingLandingPage } from './components/trucking-landing-page';
import {
  findOverviewPage,
  findServicePageIn,
  loadTruckingLanding,
  type OverviewPageEntry,
  type ServiceCategory,
  type ServicePageEntry,
} from './content';
import { preloadLazyContent, useLazyContent } from './hooks/use-lazy-content';

const serviceKey = (entry: ServicePageEntry) => `${entry.category}/${entry.slug}`;
const overviewKey = (entry: OverviewPageEntry) => `overview/${entry.slug}`;
const TRUCKING_LANDING_KEY = 'trucking/landing';

function ServicePageLoader({ entry }: { entry: ServicePageEntry }) {
  const state = useLazyContent(serviceKey(entry), entry.load);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <PageLoadError onRetry={state.retry} />;
  return <ServicePage entry={entry} content={state.content} />;
}

function OverviewPageLoader({ entry }: { entry: OverviewPageEntry }) {
  const state = useLazyContent(overviewKey(entry), entry.load);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <PageLoadError onRetry={state.retry} />;
  return <OverviewPage content={state.content} />;
}

function serviceRoute(category: ServiceCategory, slug: string | undefined) {
  const entry = slug ? findServicePageIn(category, slug) : undefined;
  return entry ? <ServicePageLoader key={entry.slug} entry={entry} /> : null;
}

export function BusinessServiceRoute() {
  const { slug } = useParams();
  const page = serviceRoute('business', slug);
  if (page) return page;
  const overview = slug ? findOverviewPage(slug) : undefined;
  if (overview) return <OverviewPageLoader key={overview.slug} entry={overview} />;
  return <NotFoundPage />;
}

export function TruckingServiceRoute() {
  const { slug } = useParams();
  return serviceRoute('trucking', slug) ?? <NotFoundPage />;
}

export function TruckingLandingRoute() {
  const state = useLazyContent(TRUCKING_LANDING_KEY, loadTruckingLanding);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <PageLoadError onRetry={state.retry} />;
  return <TruckingLandingPage content={state.content} />;
}

/** Route preloads (app/route-modules): the copy chunk of the page a URL shows. */
export async function preloadBusinessRoute({ slug = '' }: Params): Promise<void> {
  const entry = findServicePageIn('business', slug);
  if (entry) return preloadLazyContent(serviceKey(entry), entry.load);
  const overview = findOverviewPage(slug);
  if (overview) return preloadLazyContent(overviewKey(overview), overview.load);
}

export async function preloadTruckingRoute({ slug = '' }: Params): Promise<void> {
  const entry = findServicePageIn('trucking', slug);
  if (entry) return preloadLazyContent(serviceKey(entry), entry.load);
}

export const preloadTruckingLanding = (): Promise<void> => preloadLazyContent(TRUCKING_LANDING_KEY, loadTruckingLanding);
