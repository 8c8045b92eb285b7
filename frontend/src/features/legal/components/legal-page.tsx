import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '../../../components/container';
import { JsonLd, organizationJsonLd, webPageJsonLd } from '../../../components/structured-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { LEGAL_DOCUMENTS } from '../content';
import type { LegalBlock, LegalDocument } from '../content/types';
import styles from './legal-page.module.css';

/** Turns our support email and phone inside legal text into mail and call links. */
export function linkify(text: string): ReactNode {
  const pattern = new RegExp(`(${escape(SUPPORT_EMAIL)}|${escape(SUPPORT_PHONE_DISPLAY)})`, 'g');
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    if (part === SUPPORT_EMAIL)
      return (
        <a key={index} href={`mailto:${SUPPORT_EMAIL}`}>
          {part}
        </a>
      );
    if (part === SUPPORT_PHONE_DISPLAY)
      return (
        <a key={index} href={`tel:${SUPPORT_PHONE_TEL}`}>
          {part}
        </a>
      );
    return <Fragment key={index}>{part}</Fragment>;
  });
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{linkify(block)}</p>
        ) : (
          <ul key={index}>
            {block.map((item) => (
              <li key={item}>{linkify(item)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

export function LegalPage({ doc }: { doc: LegalDocument }) {
  usePageTitle(`${doc.title} | ${BRAND_NAME}`, doc.metaDescription);
  const others = LEGAL_DOCUMENTS.filter((d) => d.slug !== doc.slug);
  const jsonLd = useMemo(
    () => [organizationJsonLd(), webPageJsonLd({ name: doc.title, description: doc.metaDescription, path: `/legal/${doc.slug}` })],
    [doc],
  );

  return (
    <article className={styles.page}>
      <JsonLd data={jsonLd} />
      <header className={styles.header}>
        <Container narrow>
          <p className={styles.eyebrow}>Legal</p>
          <h1 className={styles.heading}>{doc.heading}</h1>
          <p className={styles.updated}>Last updated {doc.lastUpdated}</p>
        </Container>
      </header>

      <Container narrow className={styles.body}>
        <section className={styles.summary} aria-labelledby="legal-summary">
          <h2 id="legal-summary">The short version</h2>
          <ul>
            {doc.summary.map((point) => (
              <li key={point}>{linkify(point)}</li>
            ))}
          </ul>
          <p className={styles.summaryNote}>This summary is for convenience; the full text below is what applies.</p>
        </section>

        <nav className={styles.toc} aria-labelledby="legal-contents">
          <h2 id="legal-contents">Contents</h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>

        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            <Blocks blocks={section.body} />
            {section.subsections?.map((sub) => (
              <div key={sub.heading} className={styles.subsection}>
                <h3>{sub.heading}</h3>
                <Blocks blocks={sub.body} />
              </div>
            ))}
          </section>
        ))}

        <aside className={styles.related} aria-label="Other legal documents">
          <p>
            See also:{' '}
            {others.map((other, index) => (
              <Fragment key={other.slug}>
                {index > 0 ? ' · ' : null}
                <Link to={`/legal/${other.slug}`}>{other.heading}</Link>
              </Fragment>
            ))}
            {' · '}
            <Link to="/company/contact">Contact us</Link>
          </p>
        </aside>
      </Container>
    </article>
  );
}
