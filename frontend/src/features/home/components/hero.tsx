import { REVIEW_COUNT, SERVICE_COPY, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { LinkButton } from '../../../components/button';
import { Container } from '../../../components/container';
import { ArrowRightIcon, CheckIcon, LockIcon, PhoneIcon, StarIcon, TruckIcon } from '../../../components/icons';
import styles from './hero.module.css';

const STEPS = [
  { title: 'Choose a package', detail: 'Compare what each one includes and pay by card.' },
  { title: 'Answer a few questions', detail: 'A short form about your business or your trucks.' },
  { title: 'We prepare and file', detail: 'Our team checks your details and submits the filing.' },
  { title: 'Track it to the finish', detail: 'See each status change in your account.' },
];

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Business filings &amp; trucking compliance</p>
          <h1 id="home-hero-title" className={styles.title}>
            Start &amp; grow your business. <span className={styles.accent}>We’ll handle the filings.</span>
          </h1>
          <p className={styles.lead}>
            Form your LLC, protect your brand and keep your trucking authority in order. Filed accurately, priced upfront, with a real team
            to call when you have a question.
          </p>
          <div className={styles.actions}>
            <LinkButton to="/business/llc-formation" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
              {SERVICE_COPY['llc-formation'].name}
            </LinkButton>
            <LinkButton to="/trucking-authority" size="lg" variant="inverse" iconStart={<TruckIcon size={18} />}>
              {SERVICE_COPY['trucking-authority'].name}
            </LinkButton>
          </div>
          <ul className={styles.trust}>
            <li>
              <span className={styles.stars} role="img" aria-label="Rated 5 out of 5 stars">
                {Array.from({ length: 5 }, (_, i) => (
                  <StarIcon key={i} size={16} />
                ))}
              </span>
              Excellent · {REVIEW_COUNT} reviews
            </li>
            <li>
              <LockIcon size={16} /> Secure card checkout
            </li>
            <li>
              <PhoneIcon size={16} />
              <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>
            </li>
          </ul>
        </div>

        <div className={styles.visual}>
          <div className={styles.card}>
            <p className={styles.cardTitle}>How an order works</p>
            <ol className={styles.steps}>
              {STEPS.map((step, i) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepMark} aria-hidden="true">
                    {i < 2 ? <CheckIcon size={14} /> : i + 1}
                  </span>
                  <span>
                    <strong>{step.title}</strong>
                    <span className={styles.stepDetail}>{step.detail}</span>
                  </span>
                </li>
              ))}
            </ol>
            <p className={styles.cardFoot}>Government fees are shown on their own line and passed through at cost.</p>
          </div>
        </div>
      </Container>
    </section>
  );
}
