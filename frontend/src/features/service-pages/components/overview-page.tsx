import { BRAND_NAME } from '@filebridge/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, ScaleIcon } from '../../../components/icons';
import { Section } from '../../../components/section';
import { usePageTitle } from '../../../lib/use-page-title';
import { findServicePage, OVERVIEW_PAGES, servicePath } from '../content';
import type { OverviewPageContent } from '../content/types';
import { faqPageJsonLd, organizationJsonLd } from '../lib/json-ld';
import { FaqSection } from './faq-section';
import { JsonLd } from './json-ld';
import { PageHero } from './page-hero';
import styles from './overview-page.module.css';

/** /business/business-formation, -operations, -protection: grouped services with short comparisons. */
export function OverviewPage({ content }: { content: OverviewPageContent }) {
  usePageTitle(`${content.title} | ${BRAND_NAME}`, content.metaDescription);
  const jsonLd = useMemo(() => [organizationJsonLd(), faqPageJsonLd(content.faq)], [content]);
  const siblings = OVERVIEW_PAGES.filter((page) => page.slug !== content.slug);

  return (
    <article>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow={content.hero.eyebrow}
        heading={content.hero.heading}
        lead={content.hero.lead}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: content.hero.eyebrow }]}
        points={['Government fees shown apart from ours', 'Plain-English comparisons', 'A filing service, not a law firm']}
      />

      <Section
        title="Compare your options"
        lead="Who each filing suits, in one line. Open any service for what is included, timelines, fees and packages."
      >
        <ul className={styles.grid}>
          {content.groups.map((group) => {
            const entry = findServicePage(group.slug);
            const to = entry ? servicePath(entry) : `/business/${group.slug}`;
            return (
              <li key={group.slug} className={styles.item}>
                <h3 className={styles.name}>
                  <Link to={to}>{group.name}</Link>
                </h3>
                <p className={styles.summary}>{group.summary}</p>
                <p className={styles.bestFor}>
                  <span className={styles.bestForLabel}>Best for</span> {group.bestFor}
                </p>
                {group.startsAt ? <p className={styles.startsAt}>{group.startsAt}</p> : null}
                <Link to={to} className={styles.more} aria-hidden="true" tabIndex={-1}>
                  Details and packages <ArrowRightIcon size={16} />
                </Link>
              </li>
            );
          })}
        </ul>
        <div className={styles.note}>
          <ScaleIcon size={22} />
          <p>{content.comparisonNote}</p>
        </div>
      </Section>

      <FaqSection items={content.faq} />

      <Section title="Explore other services">
        <ul className={styles.siblings}>
          {siblings.map((page) => (
            <li key={page.slug}>
              <Link to={`/business/${page.slug}`}>
                {page.name} <ArrowRightIcon size={16} />
              </Link>
            </li>
          ))}
          <li>
            <Link to="/trucking-authority">
              Trucking authority <ArrowRightIcon size={16} />
            </Link>
          </li>
        </ul>
      </Section>
    </article>
  );
}
