import { BRAND_NAME, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/button';
import { ArrowRightIcon, PhoneIcon, ShieldIcon } from '../../../components/icons';
import { Section } from '../../../components/section';
import { usePageTitle } from '../../../lib/use-page-title';
import { findServicePageIn, servicePath } from '../content';
import type { TruckingLandingContent } from '../content/trucking-landing.types';
import { faqPageJsonLd, organizationJsonLd } from '../lib/json-ld';
import { FaqSection } from './faq-section';
import { JsonLd } from './json-ld';
import { Mcs150Finder } from './mcs150-finder';
import { PageHero } from './page-hero';
import { SmartLink } from './smart-link';
import { UcrFeeFinder } from './ucr-fee-finder';
import sections from './sections.module.css';
import styles from './trucking-landing-page.module.css';

/** /trucking-authority: every trucking service by stage, both finders, and how we work. */
export function TruckingLandingPage({ content, today }: { content: TruckingLandingContent; today?: Date }) {
  usePageTitle(`${content.title} | ${BRAND_NAME}`, content.metaDescription);
  const jsonLd = useMemo(() => [organizationJsonLd(), faqPageJsonLd(content.faq)], [content]);

  return (
    <article>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow={content.hero.eyebrow}
        heading={content.hero.heading}
        lead={content.hero.lead}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Trucking authority' }]}
        actions={
          <>
            <Link to="/trucking-authority/interstate-authority-packages" className={buttonClass({ size: 'lg' })}>
              <span>Get my MC authority</span>
              <ArrowRightIcon size={18} />
            </Link>
            <SmartLink to="#tools" className={buttonClass({ variant: 'inverse', size: 'lg' })}>
              Free MCS-150 and UCR tools
            </SmartLink>
          </>
        }
        points={['FMCSA, UCR and state fees shown apart', 'Not a government agency', 'Deadlines tracked for you']}
      />

      {content.groups.map((group, index) => (
        <Section key={group.heading} tone={index % 2 === 1 ? 'alt' : 'default'} title={group.heading} lead={group.intro}>
          <ul className={sections.cardGrid}>
            {group.slugs.map((slug) => {
              const entry = findServicePageIn('trucking', slug);
              if (!entry) return null;
              return (
                <li key={slug}>
                  <Link to={servicePath(entry)} className={sections.card}>
                    <span className={sections.cardTitle}>{entry.name}</span>
                    <span className={sections.cardBody}>{entry.summary}</span>
                    <span className={sections.cardMore}>
                      Learn more <ArrowRightIcon size={16} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Section>
      ))}

      <Section id="tools" tone="teal" eyebrow="Free tools" title={content.tools.heading} lead={content.tools.lead}>
        <div className={styles.tools}>
          <Mcs150Finder headingLevel={3} today={today} />
          <UcrFeeFinder headingLevel={3} />
        </div>
      </Section>

      <Section title="How we work with truckers">
        <ul className={styles.trust}>
          {content.trustPoints.map((point) => (
            <li key={point.title}>
              <ShieldIcon size={22} className={styles.trustIcon} />
              <div>
                <h3>{point.title}</h3>
                <p>{point.body}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.call}>
          Not sure what you need? Call{' '}
          <a href={`tel:${SUPPORT_PHONE_TEL}`}>
            <PhoneIcon size={16} /> {SUPPORT_PHONE_DISPLAY}
          </a>{' '}
          and we’ll tell you — including which filings you can do yourself for free.
        </p>
      </Section>

      <FaqSection items={content.faq} />
    </article>
  );
}
