import { BRAND_NAME, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { useMemo } from 'react';
import { buttonClass } from '../../../components/button';
import { ArrowRightIcon, PhoneIcon } from '../../../components/icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { PackageSection } from '../../../components/package-section';
import { useService } from '../../../lib/use-service';
import { findOverviewPage, OVERVIEW_FOR_SERVICE, servicePath, type ServicePageEntry } from '../content';
import { STATE_FEE_TABLE_BY_SLUG } from '../content/state-fee-tables';
import type { ServicePageContent } from '../content/types';
import { faqPageJsonLd, organizationJsonLd, serviceJsonLd } from '../lib/json-ld';
import { Details } from './details';
import { FaqSection } from './faq-section';
import { GovernmentFees } from './government-fees';
import { HowItWorks } from './how-it-works';
import { JsonLd } from './json-ld';
import { PageHero, type Crumb } from './page-hero';
import { PageTool } from './page-tools';
import { RelatedServices } from './related-services';
import { WhatsIncluded } from './whats-included';
import { SmartLink } from './smart-link';

export interface ServicePageProps {
  entry: ServicePageEntry;
  content: ServicePageContent;
}

function breadcrumbsFor(entry: ServicePageEntry): Crumb[] {
  if (entry.category === 'trucking') {
    return [{ label: 'Home', to: '/' }, { label: 'Trucking authority', to: '/trucking-authority' }, { label: entry.name }];
  }
  const overview = findOverviewPage(OVERVIEW_FOR_SERVICE[entry.slug] ?? '');
  return [
    { label: 'Home', to: '/' },
    ...(overview ? [{ label: overview.name, to: `/business/${overview.slug}` }] : []),
    { label: entry.name },
  ];
}

/** One service page, rendered from its copy module by the shared sections. */
export function ServicePage({ entry, content }: ServicePageProps) {
  usePageTitle(`${content.title} | ${BRAND_NAME}`, content.metaDescription);
  // Shares the catalog's cache with PackageSection; used only for the offers in the JSON-LD.
  const { service, status } = useService(content.slug);
  const packages = content.hasPackages && status === 'success' && service?.status === 'active' ? service.packages : null;

  const jsonLd = useMemo(
    () => [
      organizationJsonLd(),
      serviceJsonLd({
        name: entry.name,
        description: content.metaDescription,
        path: servicePath(entry),
        serviceType: entry.category === 'business' ? 'Business filing service' : 'Trucking compliance filing service',
        packages,
      }),
      faqPageJsonLd(content.faq),
    ],
    [entry, content, packages],
  );

  return (
    <article>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow={content.hero.eyebrow}
        heading={content.hero.heading}
        lead={content.hero.lead}
        breadcrumbs={breadcrumbsFor(entry)}
        actions={
          <>
            {content.hasPackages ? (
              <SmartLink to="#packages" className={buttonClass({ size: 'lg' })}>
                <span>See packages and prices</span>
                <ArrowRightIcon size={18} />
              </SmartLink>
            ) : null}
            <a href={`tel:${SUPPORT_PHONE_TEL}`} className={buttonClass({ variant: 'inverse', size: 'lg' })}>
              <PhoneIcon size={18} />
              <span>
                <span className="visually-hidden">Call us at </span>
                {SUPPORT_PHONE_DISPLAY}
              </span>
            </a>
          </>
        }
        points={['Government fees shown apart from ours', 'Typical timelines, stated honestly', 'A filing service, not a law firm']}
        aside={
          <>
            <h2>Who needs it</h2>
            <ul>
              {content.whoNeedsIt.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        }
      />
      <PageTool slug={content.slug} />
      <WhatsIncluded items={content.whatsIncluded} serviceName={entry.name} />
      {content.hasPackages ? (
        <PackageSection
          slug={content.slug}
          lead="Prices are our service fee. Government fees are not included: they are passed through at cost and listed as their own lines at checkout."
        />
      ) : null}
      <HowItWorks steps={content.howItWorks} />
      <GovernmentFees fees={content.governmentFees} stateTable={STATE_FEE_TABLE_BY_SLUG[content.slug]} hasPackages={content.hasPackages} />
      <Details sections={content.details} serviceName={entry.name} />
      <FaqSection items={content.faq} />
      <RelatedServices slugs={content.related} />
    </article>
  );
}
