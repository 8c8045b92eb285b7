import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { LinkButton } from '../../../components/button';
import { Container } from '../../../components/container';
import { ArrowRightIcon, PhoneIcon } from '../../../components/icons';
import styles from './sections.module.css';

/** "Start Registration" banner. */
export function CtaBanner() {
  return (
    <section className={styles.ctaWrap} aria-labelledby="cta-banner-title">
      <Container>
        <div className={styles.cta}>
          <div>
            <h2 id="cta-banner-title" className={styles.ctaTitle}>
              Ready to make it official?
            </h2>
            <p className={styles.ctaText}>Register your business in a few minutes today. We’ll take it from there and keep you posted.</p>
          </div>
          <div className={styles.ctaActions}>
            <LinkButton to="/business/llc-formation" size="lg" variant="inverse" iconEnd={<ArrowRightIcon size={18} />}>
              Start Registration
            </LinkButton>
            <a href={`tel:${SUPPORT_PHONE_TEL}`} className={styles.ctaPhone}>
              <PhoneIcon size={18} /> {SUPPORT_PHONE_DISPLAY}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
