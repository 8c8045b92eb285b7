import { BRAND_NAME, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { usePageTitle } from '../lib/use-page-title';
import { LinkButton } from './button';
import { Container } from './container';
import { ArrowRightIcon, PhoneIcon } from './icons';
import styles from './not-found-page.module.css';

/** The 404 page (titled "Page Not Found"). */
export function NotFoundPage() {
  usePageTitle('Page Not Found', `The page you were looking for is not on ${BRAND_NAME}.`);
  return (
    <Container className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.lead}>The page you were looking for doesn’t exist or has moved. These links will get you back on track.</p>
      <div className={styles.actions}>
        <LinkButton to="/" size="lg">
          Go to the home page
        </LinkButton>
        <LinkButton to="/business/business-formation" variant="outline" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
          Business services
        </LinkButton>
        <LinkButton to="/trucking-authority" variant="outline" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
          Trucking authority
        </LinkButton>
      </div>
      <p className={styles.help}>
        Need a hand? Call us at{' '}
        <a href={`tel:${SUPPORT_PHONE_TEL}`}>
          <PhoneIcon size={14} className={styles.inlineIcon} /> {SUPPORT_PHONE_DISPLAY}
        </a>
        .
      </p>
    </Container>
  );
}
