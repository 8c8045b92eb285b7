import { AFFILIATE_COMMISSION_MAX_PERCENT, BRAND_NAME } from '@filebridge/contracts';
import { usePageTitle } from '../../../lib/use-page-title';
import { ProgrammePage, type ProgrammeContent } from './programme-page';

const CONTENT: ProgrammeContent = {
  kind: 'affiliate',
  eyebrow: 'Affiliate program',
  heading: `Earn up to ${AFFILIATE_COMMISSION_MAX_PERCENT}% recommending a filing service you can stand behind`,
  lead: `Write about small business or trucking? Refer your readers to ${BRAND_NAME} and earn a commission of up to ${AFFILIATE_COMMISSION_MAX_PERCENT}% on qualifying orders, paid out monthly.`,
  applyLabel: 'Join Affiliate Program',
  highlights: [
    { label: 'Commission', value: `Up to ${AFFILIATE_COMMISSION_MAX_PERCENT}%` },
    { label: 'Payouts', value: 'Monthly' },
    { label: 'To join', value: 'Free' },
  ],
  steps: [
    { title: 'Apply', body: 'Tell us where you publish and who your audience is. We reply within two business days.' },
    {
      title: 'Get your referral link',
      body: 'Once approved, you receive your personal referral link and the affiliate agreement with the exact terms.',
    },
    {
      title: 'Recommend us honestly',
      body: 'Share the link in your articles, videos, newsletters or communities, wherever it genuinely helps your audience.',
    },
    {
      title: 'Get paid monthly',
      body: `Earn up to ${AFFILIATE_COMMISSION_MAX_PERCENT}% on qualifying orders from the people you refer, paid out every month.`,
    },
  ],
  whoFor: {
    heading: 'Who it’s for',
    items: [
      'Bloggers and creators who write about starting or running a small business',
      'Trucking channels, forums, newsletters and owner-operator communities',
      'Business coaches, course creators and startup communities',
      'Comparison and review sites that show fees honestly',
    ],
  },
  terms: {
    heading: 'How commission works',
    body: [
      `Commission is calculated on our service fee for qualifying orders — never on government fees, which we pass through at cost. Rates vary by service, up to ${AFFILIATE_COMMISSION_MAX_PERCENT}%.`,
      'The exact rate for each service, what counts as a qualifying order, and how payouts are made are set out in the affiliate agreement you receive when you are approved.',
      'We ask affiliates to promote us honestly: never describe us as a government agency or a law firm, and never promise approval times that government agencies control.',
    ],
  },
  faq: [
    {
      question: 'How much can I earn?',
      answer: `Up to ${AFFILIATE_COMMISSION_MAX_PERCENT}% of our service fee on qualifying orders, depending on the service. Government fees are not included in the calculation.`,
    },
    { question: 'When do I get paid?', answer: 'Payouts are monthly. The payout method and timing are in your affiliate agreement.' },
    { question: 'Does it cost anything to join?', answer: 'No. Applying and taking part are free.' },
    { question: 'Do my referrals pay more?', answer: 'No. Customers you refer pay the same prices as everyone else.' },
  ],
};

export function AffiliatePage() {
  usePageTitle(
    `Affiliate Program | ${BRAND_NAME}`,
    `Join the ${BRAND_NAME} affiliate program: earn up to ${AFFILIATE_COMMISSION_MAX_PERCENT}% commission on qualifying orders, with monthly payouts. Free to join.`,
  );
  return <ProgrammePage content={CONTENT} />;
}
