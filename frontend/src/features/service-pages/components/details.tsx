import { Section } from '../../../components/section';
import styles from './sections.module.css';

export interface DetailsProps {
  sections: readonly { heading: string; body: readonly string[] }[];
  serviceName: string;
}

/** Plain-language background: each block is an h3 under one h2. */
export function Details({ sections, serviceName }: DetailsProps) {
  if (sections.length === 0) return null;
  return (
    <Section eyebrow="Good to know" title={`${serviceName}: the rules in plain English`} narrow>
      <div className={styles.details}>
        {sections.map((section) => (
          <div key={section.heading} className={styles.detailBlock}>
            <h3>{section.heading}</h3>
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </div>
        ))}
      </div>
    </Section>
  );
}
