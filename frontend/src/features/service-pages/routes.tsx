/**
 * Route components for the service pages; the app router lazy-imports this module.
 *   /business/:slug            → BusinessServiceRoute (service page, overview page, or 404)
 *   /trucking-authority        → TruckingLandingRoute
 *   /trucking-authority/:slug  → TruckingServiceRoute
 * Each page's copy is its own chunk (content/index.ts); a skeleton shows while it loads.
 */
import { useParams } from 'react-router-dom';
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
import { useLazyContent } from './hooks/use-lazy-content';

function ServicePageLoader({ entry }: { entry: ServicePageEntry }) {
  const state = useLazyContent(`${entry.category}/${entry.slug}`, entry.load);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <PageLoadError onRetry={state.retry} />;
  return <ServicePage entry={entry} content={state.content} />;
}

function OverviewPageLoader({ entry }: { entry: OverviewPageEntry }) {
  const state = useLazyContent(`overview/${entry.slug}`, entry.load);
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
  const state = useLazyContent('trucking/landing', loadTruckingLanding);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <PageLoadError onRetry={state.retry} />;
  return <TruckingLandingPage content={state.content} />;
}
