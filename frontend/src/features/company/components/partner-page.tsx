import { BRAND_NAME } from '@filebridge/contracts';
import { usePageTitle } from '../../../lib/use-page-title';
import { ProgrammePage, type ProgrammeContent } from './programme-page';

const CONTENT: ProgrammeContent = {
  kind: 'partner',
  eyebrow: 'Partner program',
  heading: 'Partner with a filing service your clients will thank you for',
  lead: `Accountants, insurance agents, factoring companies and others who serve small businesses and truckers partner with ${BRAND_NAME} so their clients’ filings are done right — with every government fee in plain sight.`,
  applyLabel: 'Apply for Partnership',
  highlights: [
    { label: 'Filings covered', value: 'Business and trucking' },
    { label: 'Government fees', value: 'At cost, shown apart' },
    { label: 'Partnership terms', value: 'Agreed in writing' },
  ],
  steps: [
    { title: 'Apply', body: 'Tell us about your business and the clients you serve. We reply within two business days.' },
    {
      title: 'Agree the terms',
      body: 'We agree how we work together — referral arrangements, volume pricing or co-marketing — in a written partner agreement.',
    },
    { title: 'Refer your clients', body: 'Your clients order online or by phone and follow each filing in their own account.' },
    {
      title: 'Stay in the loop',
      body: 'Your partnerships contact keeps you updated on how referrals are going, within what your clients agree to share.',
    },
  ],
  whoFor: {
    heading: 'Who we partner with',
    items: [
      'Accountants, bookkeepers and tax preparers whose clients form or maintain companies',
      'Trucking insurance agents whose new carriers need authority, BOC-3 and UCR',
      'Factoring companies, dispatch services and trucking schools',
      'Banks, credit unions and business associations serving new businesses',
    ],
  },
  terms: {
    heading: 'What partners can count on',
    body: [
      'Clear prices your clients can trust: our fee and the government’s fee are always separate, and government fees are passed through at cost.',
      'Straight answers: we tell clients when a filing is free to do themselves (like an EIN or an MCS-150 update) and never sell filings they don’t need.',
      'We are a filing service, not a law firm, and we say so to your clients; legal and tax questions stay with their advisers — often you.',
    ],
  },
  faq: [
    {
      question: 'What kinds of partnerships do you offer?',
      answer:
        'Referral arrangements, volume pricing and co-marketing, depending on your business. We agree the details with you in writing.',
    },
    {
      question: 'Will you give my clients legal or tax advice?',
      answer:
        'No. We are a filing service, not a law firm or an accounting firm. We prepare and file accurately and leave advice to advisers.',
    },
    {
      question: 'Can my clients see their filing status?',
      answer: 'Yes. Every client has an account showing each order from received to approved, with documents to download.',
    },
    { question: 'How long does it take to hear back?', answer: 'We reply to every application within two business days.' },
  ],
};

export function PartnerPage() {
  usePageTitle(
    `Partner Program | ${BRAND_NAME}`,
    `Partner with ${BRAND_NAME}: business and trucking filings for your clients, government fees at cost and shown apart, terms agreed in writing.`,
  );
  return <ProgrammePage content={CONTENT} />;
}
