import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { useMemo } from 'react';
import { ClockIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { JsonLd, organizationJsonLd, webPageJsonLd } from '../../../components/structured-data';
import { Container } from '../../../components/container';
import { usePageTitle } from '../../../lib/use-page-title';
import { SUPPORT_HOURS } from '../content';
import { CompanyHero } from './company-hero';
import { ContactForm } from './contact-form';
import styles from './company.module.css';

const DESCRIPTION = `Call ${SUPPORT_PHONE_DISPLAY}, email ${SUPPORT_EMAIL} or send us a message. We reply to every message within one business day.`;
const JSON_LD = () => [
  organizationJsonLd(),
  webPageJsonLd({ type: 'ContactPage', name: `Contact ${BRAND_NAME}`, description: DESCRIPTION, path: '/company/contact' }),
];

export function ContactPage() {
  usePageTitle(`Contact Us | ${BRAND_NAME}`, DESCRIPTION);
  const jsonLd = useMemo(JSON_LD, []);
  return (
    <article>
      <JsonLd data={jsonLd} />
      <CompanyHero
        eyebrow="Contact"
        heading="Talk to a person who knows the filing"
        lead="Questions before you order, help with an order in progress, or not sure which filing you need? Call, email or send a message — we reply within one business day."
      />
      <section className={styles.contactBand} aria-labelledby="contact-form-heading">
        <Container className={styles.contactGrid}>
          <aside className={styles.contactCard} aria-label="Ways to reach us">
            <h2>Reach us directly</h2>
            <ul className={styles.contactList}>
              <li>
                <PhoneIcon size={20} />
                <div>
                  <span className={styles.contactLabel}>Phone</span>
                  <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>
                </div>
              </li>
              <li>
                <MailIcon size={20} />
                <div>
                  <span className={styles.contactLabel}>Email</span>
                  <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                </div>
              </li>
              <li>
                <ClockIcon size={20} />
                <div>
                  <span className={styles.contactLabel}>Phone hours</span>
                  <span>{SUPPORT_HOURS}</span>
                </div>
              </li>
            </ul>
            <p className={styles.contactNote}>Mailing address: {COMPANY_POSTAL_ADDRESS}</p>
            <p className={styles.contactNote}>
              We are a private filing service, not a government agency. We will never call you demanding payment for a government filing.
            </p>
          </aside>
          <div className={styles.formCard}>
            <h2 id="contact-form-heading">Send us a message</h2>
            <p className={styles.formLead}>All fields are required unless marked optional.</p>
            <ContactForm />
          </div>
        </Container>
      </section>
    </article>
  );
}
