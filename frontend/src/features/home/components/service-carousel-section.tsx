import { LinkButton } from '../../../components/button';
import { Carousel } from '../../../components/carousel';
import { ArrowRightIcon } from '../../../components/icons';
import { Section } from '../../../components/section';
import type { ServiceCard } from '../content';
import { HomeIcon } from './icon-map';
import styles from './sections.module.css';

export interface ServiceCarouselSectionProps {
  eyebrow: string;
  title: string;
  lead: string;
  label: string;
  cards: ServiceCard[];
  tone?: 'default' | 'alt';
  footer?: { label: string; href: string };
}

/** A section holding a carousel of service cards, each with a "Get Started" button. */
export function ServiceCarouselSection({ eyebrow, title, lead, label, cards, tone = 'default', footer }: ServiceCarouselSectionProps) {
  return (
    <Section eyebrow={eyebrow} title={title} lead={lead} tone={tone}>
      <Carousel
        label={label}
        items={cards}
        getKey={(card) => card.href}
        renderItem={(card) => (
          <article className={styles.serviceCard}>
            <span className={styles.serviceIcon}>
              <HomeIcon name={card.icon} size={24} />
            </span>
            <h3 className={styles.serviceName}>{card.name}</h3>
            <p className={styles.serviceText}>{card.description}</p>
            <LinkButton to={card.href} variant="outline" className={styles.serviceCta} aria-label={`Get Started with ${card.name}`}>
              Get Started
            </LinkButton>
          </article>
        )}
      />
      {footer ? (
        <p className={styles.sectionFooter}>
          <LinkButton to={footer.href} variant="link" iconEnd={<ArrowRightIcon size={16} />}>
            {footer.label}
          </LinkButton>
        </p>
      ) : null}
    </Section>
  );
}
