import { HOME_TITLE } from '@filebridge/contracts';
import { HOME_SERVICE_ID } from '../../config/env';
import { usePageTitle } from '../../lib/use-page-title';
import { PackageSection } from '../../components/package-section';
import { BUSINESS_SERVICE_CARDS, TRUCKING_SERVICE_CARDS } from './content';
import { Counters } from './components/counters';
import { CtaBanner } from './components/cta-banner';
import { FeatureBlocks } from './components/feature-blocks';
import { Hero } from './components/hero';
import { HomeFaq } from './components/home-faq';
import { ProgramsTabs } from './components/programs-tabs';
import { ServiceCarouselSection } from './components/service-carousel-section';
import { Testimonials } from './components/testimonials';
import { WhyStrip } from './components/why-strip';

const HOME_DESCRIPTION =
  'Form an LLC or corporation, register a trademark, get an EIN, and file trucking authority, UCR, BOC-3, IFTA and more with Filebridge. Upfront pricing and real support.';

/** Home page: every section, in order. */
export function HomePage() {
  usePageTitle(HOME_TITLE, HOME_DESCRIPTION);
  return (
    <>
      <Hero />
      <ServiceCarouselSection
        eyebrow="Business services"
        title="Everything your business needs to get started and stay compliant"
        lead="Choose a service to see what’s included, how it works and what it costs."
        label="Business services"
        cards={BUSINESS_SERVICE_CARDS}
      />
      <PackageSection
        serviceId={HOME_SERVICE_ID}
        heading="Compare Our Packages"
        lead="LLC formation packages side by side. State filing fees are listed separately at checkout and passed through at cost."
      />
      <FeatureBlocks />
      <Testimonials />
      <ServiceCarouselSection
        eyebrow="Trucking authority"
        title="Trucking compliance, from first authority to yearly renewals"
        lead="USDOT and MC authority, UCR, BOC-3, IRP and IFTA, state weight-distance permits and more, filed by people who know carrier paperwork."
        label="Trucking services"
        cards={TRUCKING_SERVICE_CARDS}
        footer={{ label: 'See all trucking services', href: '/trucking-authority' }}
      />
      <HomeFaq />
      <CtaBanner />
      <WhyStrip />
      <Counters />
      <ProgramsTabs />
    </>
  );
}
