import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons';
import { Section } from '../../../components/section';
import { findServicePage, servicePath } from '../content';
import styles from './sections.module.css';

/** Cards linking to related service pages (unknown slugs are skipped; tests keep them valid). */
export function RelatedServices({ slugs, title = 'Related services' }: { slugs: readonly string[]; title?: string }) {
  const entries = slugs.map(findServicePage).filter((entry) => entry !== undefined);
  if (entries.length === 0) return null;
  return (
    <Section eyebrow="You may also need" title={title}>
      <ul className={styles.cardGrid}>
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link to={servicePath(entry)} className={styles.card}>
              <span className={styles.cardTitle}>{entry.name}</span>
              <span className={styles.cardBody}>{entry.summary}</span>
              <span className={styles.cardMore}>
                Learn more <ArrowRightIcon size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
