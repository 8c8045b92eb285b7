import { QuoteIcon, StarIcon } from '../../../components/icons';
import { Section } from '../../../components/section';
import { TESTIMONIALS } from '../content';
import styles from './sections.module.css';

/** Six fixed testimonials. */
export function Testimonials() {
  return (
    <Section
      eyebrow="Customer stories"
      title="What our customers say"
      lead="Small-business owners and carriers on working with us."
      tone="alt"
      centered
    >
      <ul className={styles.testimonials}>
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className={styles.testimonial}>
              <div className={styles.testimonialTop}>
                <span className={styles.testimonialStars} role="img" aria-label="5 out of 5 stars">
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon key={i} size={16} />
                  ))}
                </span>
                <QuoteIcon size={28} className={styles.quoteMark} />
              </div>
              <blockquote className={styles.quote}>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className={styles.attribution}>
                <span className={styles.person}>{t.name}</span>
                <span className={styles.personDetail}>{t.detail}</span>
                <span className={styles.serviceTag}>{t.service}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
