import { Container } from '../../../components/container';
import { WHY_POINTS } from '../content';
import { HomeIcon } from './icon-map';
import styles from './sections.module.css';

/** Four "why customers love us" points. */
export function WhyStrip() {
  return (
    <section className={styles.why} aria-labelledby="why-title">
      <Container>
        <h2 id="why-title" className={styles.whyTitle}>
          Why customers love us
        </h2>
        <ul className={styles.whyList}>
          {WHY_POINTS.map((point) => (
            <li key={point.title} className={styles.whyItem}>
              <span className={styles.whyIcon}>
                <HomeIcon name={point.icon} size={22} />
              </span>
              <span>
                <strong className={styles.whyName}>{point.title}</strong>
                <span className={styles.whyBody}>{point.body}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
