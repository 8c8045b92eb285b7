import { ACTIVE_CLIENTS, BRAND_NAME, REVIEW_COUNT, SERVING_SINCE } from '@filebridge/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/button';
import { ArrowRightIcon, CheckIcon, CloseIcon } from '../../../components/icons';
import { Section } from '../../../components/section';
import { JsonLd, organizationJsonLd, webPageJsonLd } from '../../../components/structured-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { FOUNDED_YEAR } from '../content';
import { CompanyHero } from './company-hero';
import styles from './company.module.css';

const WHAT_WE_DO = [
  'Form LLCs, corporations and nonprofits in any US state, and file DBAs, amendments, annual reports and dissolutions',
  'Act as registered agent and as BOC-3 process agent',
  'File trademark applications with the USPTO and copyright applications with the US Copyright Office',
  'File USDOT registrations, operating authority, UCR, MCS-150 updates, IRP/IFTA and state mileage-tax registrations for truckers',
  'Track each filing in your account from “received” to “approved”, and remind you before the next deadline',
];

const WHAT_WE_DONT = [
  'We are not a law firm. We don’t give legal advice, choose your business structure for you, or represent you before an agency or a court.',
  'We are not a government agency. FMCSA, the IRS, the USPTO and the states are separate from us, and you can file with them directly.',
  'We don’t give tax or accounting advice. For that, talk to an accountant.',
  'We don’t sell filings you don’t need — for example, we won’t file a BOI report for a US-formed company, which the current rule exempts.',
  'We don’t mark up government fees. They are passed through at cost and shown apart from our fee.',
];

const HOW_WE_WORK = [
  {
    title: 'Every fee in plain sight',
    body: 'Our price and the government’s fee are separate lines on every page and at checkout, so you always know who gets what.',
  },
  {
    title: 'Honest timelines',
    body: 'We tell you how long our part typically takes and that government processing varies — and what no one can speed up, like FMCSA’s 10-day protest period.',
  },
  {
    title: 'Free where it’s free',
    body: 'An EIN is free from the IRS and the MCS-150 update is free at FMCSA. We say so on the page, and our fee is only for doing it for you.',
  },
  {
    title: 'No surprise renewals',
    body: 'Annual services like registered agent are reminded before they renew, with the amount, and you can cancel from your account.',
  },
];

const DESCRIPTION = `${BRAND_NAME} is a US filing service founded in ${FOUNDED_YEAR} for small-business owners and truckers. What we do, what we don’t, and how we work.`;
const JSON_LD = () => [
  organizationJsonLd(),
  webPageJsonLd({ type: 'AboutPage', name: `About ${BRAND_NAME}`, description: DESCRIPTION, path: '/company/about' }),
];

export function AboutPage() {
  usePageTitle(`About Us | ${BRAND_NAME}`, DESCRIPTION);
  const jsonLd = useMemo(JSON_LD, []);
  return (
    <article>
      <JsonLd data={jsonLd} />
      <CompanyHero
        eyebrow="About us"
        heading="Filings done right, with every fee in plain sight"
        lead={`${BRAND_NAME} is a US-based filing service, founded in ${FOUNDED_YEAR}. We help small-business owners start and run their companies and help truckers get their authority and keep it active.`}
      />

      <Section title="Who we are">
        <div className={styles.split}>
          <div className={styles.prose}>
            <p>
              We started {BRAND_NAME} in {FOUNDED_YEAR} because filing paperwork with the government should not feel like a gamble. Too many
              filing services bury the state fee in a bundle, promise speed nobody can deliver, or sell people filings they do not need.
            </p>
            <p>
              We do the opposite. We prepare and file business and trucking-compliance paperwork accurately, show the government’s fee apart
              from ours, explain the rules in plain English, and tell you when something is free to do yourself.
            </p>
          </div>
          <dl className={styles.stats}>
            <div>
              <dt>Serving customers since</dt>
              <dd>{SERVING_SINCE}</dd>
            </div>
            <div>
              <dt>Active clients</dt>
              <dd>{ACTIVE_CLIENTS}+</dd>
            </div>
            <div>
              <dt>Customer reviews</dt>
              <dd>{REVIEW_COUNT}</dd>
            </div>
          </dl>
        </div>
      </Section>

      <Section tone="alt" title="What we do — and what we don’t">
        <div className={styles.twoCol}>
          <div className={styles.listCard}>
            <h3>What we do</h3>
            <ul className={styles.iconList}>
              {WHAT_WE_DO.map((item) => (
                <li key={item}>
                  <CheckIcon size={18} className={styles.yes} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.listCard}>
            <h3>What we don’t do</h3>
            <ul className={styles.iconList}>
              {WHAT_WE_DONT.map((item) => (
                <li key={item}>
                  <CloseIcon size={18} className={styles.no} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section title="How we work">
        <ul className={styles.principles}>
          {HOW_WE_WORK.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="navy"
        title="Ready when you are"
        lead="Pick a service to see exactly what’s included, the government fee and our packages — or ask us first."
      >
        <div className={styles.ctaRow}>
          <LinkButton to="/business/business-formation" variant="inverse" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
            Business services
          </LinkButton>
          <LinkButton to="/trucking-authority" variant="inverse" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
            Trucking authority
          </LinkButton>
          <Link to="/company/contact" className={styles.ctaLink}>
            Contact us
          </Link>
        </div>
      </Section>
    </article>
  );
}
