import { BRAND_NAME } from '@filebridge/contracts';
import { useMemo, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Faq } from '../../../components/faq';
import { Container } from '../../../components/container';
import { Section } from '../../../components/section';
import { faqPageJsonLd, JsonLd, organizationJsonLd, webPageJsonLd } from '../../../components/structured-data';
import type { ApplicationKind } from '../api/submit-application';
import { ApplicationForm } from './application-form';
import { CompanyHero, focusForm } from './company-hero';
import styles from './company.module.css';

export interface ProgrammeContent {
  kind: ApplicationKind;
  eyebrow: string;
  heading: string;
  lead: string;
  applyLabel: string;
  highlights: { value: string; label: string }[];
  steps: { title: string; body: string }[];
  whoFor: { heading: string; items: string[] };
  terms: { heading: string; body: string[] };
  faq: { question: string; answer: string }[];
}

const FORM_SECTION_ID = 'apply';

/** Shared layout of the affiliate and partner pages: hero with an apply button, how it works, form. */
export function ProgrammePage({ content, extra }: { content: ProgrammeContent; extra?: ReactNode }) {
  const apply = () => focusForm(FORM_SECTION_ID);
  const jsonLd = useMemo(
    () => [
      organizationJsonLd(),
      webPageJsonLd({
        name: `${BRAND_NAME} ${content.eyebrow.toLowerCase()}`,
        description: content.lead,
        path: `/company/${content.kind}`,
      }),
      faqPageJsonLd(content.faq),
    ],
    [content],
  );
  return (
    <article>
      <JsonLd data={jsonLd} />
      <CompanyHero eyebrow={content.eyebrow} heading={content.heading} lead={content.lead}>
        <Button size="lg" onClick={apply}>
          {content.applyLabel}
        </Button>
      </CompanyHero>

      <div className={styles.highlightBand}>
        <Container>
          <dl className={styles.highlights}>
            {content.highlights.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </div>

      <Section title="How it works">
        <ol className={styles.steps}>
          {content.steps.map((step, index) => (
            <li key={step.title}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="alt" title={content.whoFor.heading}>
        <div className={styles.twoCol}>
          <ul className={styles.bullets}>
            {content.whoFor.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className={styles.listCard}>
            <h3>{content.terms.heading}</h3>
            {content.terms.body.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className={styles.termsText}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </Section>

      {extra}

      <section id={FORM_SECTION_ID} className={styles.applyBand} aria-labelledby="apply-heading">
        <Container narrow>
          <div className={styles.formCard}>
            <h2 id="apply-heading">{content.applyLabel}</h2>
            <p className={styles.formLead}>Tell us a little about you. We review every application and reply within two business days.</p>
            <ApplicationForm kind={content.kind} />
          </div>
        </Container>
      </section>

      <Section tone="alt" title="Questions" narrow>
        <Faq items={content.faq} headingLevel={3} />
      </Section>
    </article>
  );
}
