import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'ucr-2025',
  category: 'trucking',
  title: 'UCR 2025 Registration — Fee by Fleet Size, Filed for You',
  metaDescription:
    'Unified Carrier Registration for 2025: find your fee by fleet size, from $46 for 0–2 power units. The UCR fee is shown apart from our service fee.',
  hero: {
    eyebrow: 'Annual registration',
    heading: 'UCR 2025 registration, with the fee for your fleet up front',
    lead: 'For interstate motor carriers, brokers, freight forwarders and leasing companies. We register your company with the Unified Carrier Registration Plan for the 2025 registration year and pay the UCR fee for your fleet size at cost.',
  },
  whoNeedsIt: [
    'Interstate motor carriers — both for-hire and private.',
    'Freight brokers and freight forwarders, including those with no vehicles.',
    'Leasing companies that lease vehicles to interstate carriers.',
  ],
  whatsIncluded: [
    'A check of your power-unit count and the matching 2025 fee bracket',
    'Registration with the UCR Plan through your base state',
    'Payment of the UCR fee at cost, shown apart from our fee',
    'The UCR receipt delivered to your account',
    'A reminder when the next registration year opens',
  ],
  howItWorks: [
    {
      title: 'Enter your USDOT number and fleet size',
      detail: 'Use the fee finder on this page to see your bracket. The vehicle count generally comes from your most recent MCS-150.',
      timeline: 'A minute',
    },
    {
      title: 'We register you with the UCR Plan',
      detail: 'We file the registration and pay the fee for your bracket at cost.',
      timeline: 'Typically 1 business day after your order',
    },
    {
      title: 'You receive your receipt',
      detail: 'The UCR receipt goes into your account so you can show it at roadside inspections.',
    },
  ],
  governmentFees: [
    { label: '0–2 power units (and brokers, forwarders or leasing companies with no vehicles)', amount: '$46' },
    { label: '3–5 power units', amount: '$138' },
    { label: '6–20 power units', amount: '$276' },
    { label: '21–100 power units', amount: '$963' },
    { label: '101–1,000 power units', amount: '$4,592' },
    { label: '1,001 or more power units', amount: '$44,836' },
  ],
  details: [
    {
      heading: 'About the 2025 fees',
      body: [
        'The 2025 UCR fees were set by an FMCSA final rule published in June 2024 and are about 25% higher than 2024. The fee is paid to the UCR Plan at cost and shown as its own line at checkout.',
        'UCR fees change from year to year. This page covers the 2025 registration year; for any other year we use the official bracket for that year and confirm it with you before filing.',
      ],
    },
    {
      heading: 'How the vehicle count works',
      body: [
        'Under the UCR Act, the number of power units generally comes from your most recent MCS-150. Keeping your MCS-150 up to date keeps your UCR bracket accurate. Brokers and forwarders with no vehicles register in the 0–2 bracket.',
        'Each registration covers one calendar year, and registration for the next year opens before January — commonly on October 1, though we could not confirm the exact date from the UCR Plan; check plan.ucr.gov.',
      ],
    },
    {
      heading: 'You can register directly',
      body: [
        'UCR registration can be done directly on the UCR Plan’s website. Be careful with unsolicited letters or calls demanding UCR payment; FMCSA has warned about misleading solicitations. We are a private filing service, not a government agency.',
      ],
    },
  ],
  faq: [
    {
      question: 'How much is UCR for 2025?',
      answer:
        '$46 for 0–2 power units, $138 for 3–5, $276 for 6–20, $963 for 21–100, $4,592 for 101–1,000 and $44,836 for more than 1,000. Brokers, forwarders and leasing companies with no vehicles pay $46.',
    },
    {
      question: 'I am a freight broker with no trucks. Do I need UCR?',
      answer: 'Yes. Brokers and freight forwarders register too, in the lowest (0–2) bracket: $46 for 2025.',
    },
    {
      question: 'Which vehicles count toward my fleet size?',
      answer:
        'The count generally comes from the power units on your most recent MCS-150. If your fleet has changed, update your MCS-150 so your UCR bracket is right.',
    },
    {
      question: 'Do intrastate-only carriers need UCR?',
      answer: 'UCR applies to carriers, brokers, forwarders and leasing companies operating in interstate commerce.',
    },
    {
      question: 'Is the UCR fee included in your price?',
      answer: 'No. The UCR fee for your bracket is a separate line, paid to the UCR Plan at cost. Our service fee is shown on its own.',
    },
  ],
  related: ['biennial-mcs150-update', 'interstate-authority-packages', 'broker-authority-package', 'irp-ifta'],
  hasPackages: true,
};

export default content;
