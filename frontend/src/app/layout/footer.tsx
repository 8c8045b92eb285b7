import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FacebookIcon, LinkedInIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from '../../config/navigation';
import { BrandLogo } from './brand-logo';
import { ReviewsBadge } from './reviews-badge';
import styles from './footer.module.css';

const SOCIAL_ICONS = { Facebook: FacebookIcon, LinkedIn: LinkedInIcon } as const;

// Not part of the first download: the form loads once the page is up, and the schema that checks
// the address only when the form is used.
const NewsletterForm = lazy(() => import('../../features/newsletter').then((m) => ({ default: m.NewsletterForm })));

/** The newsletter form, rendered in the browser only (the same empty slot on the server and at hydration). */
function FooterNewsletter() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const slot = <div className={styles.newsletterSlot} />;
  if (!mounted) return slot;
  return (
    <Suspense fallback={slot}>
      <NewsletterForm inverse />
    </Suspense>
  );
}

/** Site footer: link columns, social links, newsletter, copyright, reviews badge. */
export function Footer() {
  const newsletterId = useId();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandColumn}>
            <Link to="/" className={styles.brandLink} aria-label={`${BRAND_NAME} home`}>
              <BrandLogo inverse />
            </Link>
            <p className={styles.blurb}>
              Business formation, compliance filings and trucking authority for small businesses and carriers across the United States —
              with clear prices and people you can call.
            </p>
            <ul className={styles.contact}>
              <li>
                <a href={`tel:${SUPPORT_PHONE_TEL}`}>
                  <PhoneIcon size={16} /> {SUPPORT_PHONE_DISPLAY}
                </a>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>
                  <MailIcon size={16} /> {SUPPORT_EMAIL}
                </a>
              </li>
            </ul>
            <ul className={styles.social} aria-label="Social media">
              {SOCIAL_LINKS.map((social) => {
                const Icon = SOCIAL_ICONS[social.name];
                return (
                  <li key={social.name}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${BRAND_NAME} on ${social.name} (opens in a new tab)`}
                    >
                      <Icon size={18} />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>

          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <section className={styles.newsletter} aria-labelledby={newsletterId}>
            <h2 id={newsletterId} className={styles.columnTitle}>
              Newsletter
            </h2>
            <p className={styles.newsletterText}>Get latest updates and discounts!</p>
            <FooterNewsletter />
            <ReviewsBadge />
          </section>
        </div>

        <div className={styles.bottom}>
          <p>
            © {year} {BRAND_NAME}. All rights reserved.
          </p>
          <p className={styles.disclaimer}>
            {BRAND_NAME} is a filing service, not a law firm, and does not give legal or tax advice. We are not a government agency;
            government fees are passed through at cost. {COMPANY_POSTAL_ADDRESS}.
          </p>
        </div>
      </div>
    </footer>
  );
}
