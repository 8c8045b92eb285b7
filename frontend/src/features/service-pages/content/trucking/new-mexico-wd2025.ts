import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'new-mexico-wd2025',
  category: 'trucking',
  title: 'New Mexico Weight-Distance Tax Permit (2025)',
  metaDescription:
    'Get your New Mexico weight-distance tax (WDT) permit for vehicles over 26,000 lb. Annual renewal and quarterly returns explained; state fees shown apart.',
  hero: {
    eyebrow: 'State mileage taxes',
    heading: 'Your New Mexico weight-distance permit, renewed every year',
    lead: 'For carriers running commercial vehicles with a declared gross weight over 26,000 lb on New Mexico highways. We apply for your New Mexico weight-distance tax (WDT) identification permit for the 2025 calendar year.',
  },
  whoNeedsIt: [
    'Carriers operating commercial vehicles with a declared gross weight of 26,001 lb or more on New Mexico highways.',
    'Carriers adding New Mexico lanes who would rather not pay trip tax at the ports of entry.',
  ],
  whatsIncluded: [
    'Your New Mexico WDT permit application for the calendar year',
    'The permit delivered to your account',
    'A guide to quarterly returns and due dates',
    'Reminders before each return and before the annual renewal — or, with the returns package, the quarterly returns filed for you',
  ],
  howItWorks: [
    {
      title: 'Tell us about your vehicles',
      detail: 'USDOT number, company details and the declared gross weights of the vehicles that will run in New Mexico.',
      timeline: 'A few minutes',
    },
    {
      title: 'We apply for your permit',
      detail: 'We file the application with New Mexico and pay any state fee at cost.',
      timeline: 'Typically 1–2 business days after your information is complete; state processing times vary',
    },
    {
      title: 'Renew yearly, report quarterly',
      detail: 'The permit runs for the calendar year and must be renewed by December 31. Quarterly returns report your New Mexico miles.',
      timeline: 'Returns typically due April 30, July 31, October 31 and January 31',
    },
  ],
  governmentFees: [
    {
      label: 'WDT permit fee',
      amount: 'Confirmed with New Mexico before filing',
      note: 'We could not confirm the current permit fee from a New Mexico Taxation and Revenue Department source, so we do not quote one. Any fee is passed through at cost.',
      estimate: true,
    },
    {
      label: 'Weight-distance tax',
      amount: 'Based on weight and miles driven in New Mexico',
      note: 'Paid to New Mexico with your quarterly returns.',
    },
  ],
  details: [
    {
      heading: 'How the New Mexico tax works',
      body: [
        'New Mexico’s weight-distance tax applies to commercial vehicles with a declared gross weight over 26,000 lb and is based on weight and the miles driven in the state. Carriers hold an identification permit renewed each calendar year and file quarterly returns. Vehicles without a permit pay trip tax at the ports of entry.',
        'Our information on New Mexico’s program comes from third-party guides; we did not retrieve it from the New Mexico Taxation and Revenue Department, so confirm details with the department if they matter to you.',
      ],
    },
  ],
  faq: [
    {
      question: 'Which vehicles need a New Mexico WDT permit?',
      answer: 'Commercial vehicles with a declared gross weight over 26,000 lb (26,001 lb or more) operating on New Mexico highways.',
    },
    {
      question: 'How often do I renew?',
      answer: 'Every calendar year; register by December 31 for the next year.',
    },
    {
      question: 'When are returns due?',
      answer: 'Quarterly, typically April 30, July 31, October 31 and January 31 — the same dates as IFTA.',
    },
    {
      question: 'What happens if I enter New Mexico without a permit?',
      answer: 'Vehicles without a permit pay trip tax at the ports of entry.',
    },
  ],
  related: ['kyu-number', 'new-york-hut25', 'irp-ifta'],
  hasPackages: true,
};

export default content;
