import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'expedited-authority-certification',
  category: 'trucking',
  title: 'Expedited Authority Filing — What Can and Cannot Be Sped Up',
  metaDescription:
    'Priority preparation of your FMCSA authority paperwork, filed in parallel. We explain honestly that FMCSA’s 10-day protest period cannot be shortened.',
  hero: {
    eyebrow: 'Trucking authority',
    heading: 'Expedited authority — the honest version',
    lead: 'For new carriers who need their authority as soon as the rules allow. We prioritise your application, file the authority application and BOC-3 at once, line up your insurance filing in parallel, and obtain your authority documents the moment FMCSA issues them.',
  },
  whoNeedsIt: [
    'New carriers with loads waiting who cannot afford avoidable delays.',
    'Applicants who need their authority documents promptly for a factoring company, broker or shipper.',
    'Carriers whose earlier application was dismissed and who are applying again.',
  ],
  whatsIncluded: [
    'Priority handling: your application prepared ahead of our standard queue',
    'The FMCSA authority application and BOC-3 filed together',
    'Coordination with your insurance agent so the BMC-91/91X is filed as soon as it can be',
    'Daily tracking of publication, the protest period and activation',
    'Your authority documents in your account as soon as FMCSA issues them',
  ],
  howItWorks: [
    {
      title: 'Give us everything at once',
      detail:
        'Company details, operation, vehicles and your insurance agent’s contact. FMCSA’s system requires identity verification; we help you complete it quickly.',
      timeline: 'At your own pace — the sooner, the sooner',
    },
    {
      title: 'We file with priority',
      detail: 'We submit the application and BOC-3 and pay FMCSA’s $300 fee per authority type at cost.',
      timeline: 'Typically the same business day your information is complete',
    },
    {
      title: 'Protest period and filings',
      detail:
        'The application is published in the FMCSA Register. The 10-day protest period runs; we make sure insurance and BOC-3 are on file well within the 20-day window.',
      timeline: '10 days, set by regulation — no one can shorten it',
    },
    {
      title: 'Authority active, documents delivered',
      detail: 'As soon as FMCSA activates your authority, we deliver your documents and notify you.',
    },
  ],
  governmentFees: [
    {
      label: 'FMCSA operating authority fee',
      amount: '$300 per type of authority',
      note: 'Paid to FMCSA at cost, shown as its own line at checkout.',
    },
    {
      label: 'FMCSA expedite fee',
      amount: 'None exists',
      note: 'FMCSA offers no paid expedited processing. “Expedited” describes our speed, not a government option.',
    },
  ],
  details: [
    {
      heading: 'What “expedited” really means',
      body: [
        'We found no official FMCSA expedited-processing option or fee. The 10-day protest period after publication (49 CFR 365.203T) and the 20-day window for insurance and BOC-3 filings (49 CFR 365.109T) are set by regulation.',
        'What a filing service can speed up is everything around those dates: a complete application with no back-and-forth, the BOC-3 filed immediately, and the insurance filing lined up before publication. Anyone promising to skip the protest period is promising something FMCSA does not offer.',
      ],
    },
  ],
  faq: [
    {
      question: 'Can you get my authority active in a few days?',
      answer:
        'No one can. After publication there is a 10-day protest period set by regulation, and insurance and BOC-3 must be on file. We make sure nothing on our side or yours adds to that time.',
    },
    {
      question: 'Does FMCSA charge extra for expedited processing?',
      answer: 'No. FMCSA has no expedite fee or option. You pay FMCSA’s $300 per authority type, plus our fee for priority handling.',
    },
    {
      question: 'What is the fastest thing I can do myself?',
      answer:
        'Have your insurance agent ready to file your BMC-91/91X as soon as your application is published, and complete FMCSA’s identity verification promptly.',
    },
    {
      question: 'What if my earlier application was dismissed?',
      answer:
        'A dismissal counts as a rejection, so you apply again and pay the $300 fee again. We can file the new application with priority.',
    },
  ],
  related: ['interstate-authority-packages', 'boc3-filing', 'broker-authority-package'],
  hasPackages: true,
};

export default content;
