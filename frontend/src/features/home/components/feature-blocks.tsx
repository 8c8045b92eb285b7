import { LinkButton } from '../../../components/button';
import { Container } from '../../../components/container';
import { ArrowRightIcon, CheckCircleIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { FEATURE_BLOCKS } from '../content';
import { HomeIcon } from './icon-map';
import styles from './sections.module.css';

/** The set-up, brand and drive sections, alternating text and illustration. */
export function FeatureBlocks() {
  return (
    <>
      {FEATURE_BLOCKS.map((block, index) => (
        <section
          key={block.id}
          className={cx(styles.feature, index % 2 === 1 && styles.featureAlt)}
          aria-labelledby={`feature-${block.id}`}
        >
          <Container className={cx(styles.featureInner, index % 2 === 1 && styles.featureReverse)}>
            <div className={styles.featureCopy}>
              <p className={styles.eyebrow}>{block.eyebrow}</p>
              <h2 id={`feature-${block.id}`} className={styles.featureTitle}>
                {block.title}
              </h2>
              <p className={styles.featureBody}>{block.body}</p>
              <ul className={styles.checkList}>
                {block.points.map((point) => (
                  <li key={point}>
                    <CheckCircleIcon size={20} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <LinkButton to={block.cta.href} variant="secondary" iconEnd={<ArrowRightIcon size={18} />} className={styles.featureCta}>
                {block.cta.label}
              </LinkButton>
            </div>
            <div className={styles.featureArt} aria-hidden="true">
              <div className={cx(styles.art, styles[`art_${block.id}`])}>
                {block.icons.map((icon, i) => (
                  <span key={icon} className={cx(styles.artTile, styles[`artTile${i}`])}>
                    <HomeIcon name={icon} size={i === 0 ? 44 : 30} />
                  </span>
                ))}
                <span className={styles.artLabel}>{block.eyebrow}</span>
              </div>
            </div>
          </Container>
        </section>
      ))}
    </>
  );
}
