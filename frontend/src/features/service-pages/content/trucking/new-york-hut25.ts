import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'new-york-hut25',
  category: 'trucking',
  title: 'New York HUT Registration and Decals — 25th Series',
  metaDescription:
    'Register for New York Highway Use Tax and get HUT decals for trucks over 18,000 lb. State fees are shown apart from our fee; current decal series explained.',
  hero: {
    eyebrow: 'State mileage taxes',
    heading: 'New York HUT certificates and decals, handled',
    lead: 'For carriers running trucks or tractors over 18,000 lb gross weight on New York public highways. We register your company for New York Highway Use Tax and obtain a certificate of registration and decal for each vehicle.',
  },
  whoNeedsIt: [
    'Carriers operating trucks, tractors or other self-propelled vehicles over 18,000 lb gross weight on New York public highways.',
    'Carriers using the unloaded-weight method: trucks over 8,000 lb unloaded and tractors over 4,000 lb unloaded.',
    'Not travel limited to the toll-paid portions of the New York State Thruway.',
  ],
  whatsIncluded: [
    'Your Highway Use Tax registration with the New York State Department of Taxation and Finance',
    'A certificate of registration and a decal for each qualifying vehicle',
    'Instructions for placing decals correctly',
    'An explanation of your HUT return obligations and reminders before they are due',
  ],
  howItWorks: [
    {
      title: 'List your vehicles',
      detail: 'Company details, USDOT number, and the vehicles that will run in New York with their weights.',
      timeline: 'A few minutes',
    },
    {
      title: 'We register with New York',
      detail: 'We file your HUT registration and request a certificate and decal for each vehicle.',
      timeline: 'Typically 1–2 business days after your information is complete; state processing times vary',
    },
    {
      title: 'Receive and apply your decals',
      detail: 'Each decal goes on the vehicle body near the front plate. Decals cannot be moved to another vehicle.',
    },
  ],
  governmentFees: [
    {
      label: 'Certificate of registration and decal',
      amount: 'About $1.50 per vehicle',
      note: 'New York’s published fee as of its 2016 bulletin (TB-HU-160); confirm the current amount with the state. Passed through at cost.',
      estimate: true,
    },
    {
      label: 'Highway use tax',
      amount: 'Based on miles driven in New York',
      note: 'Paid to New York with your HUT returns, not at registration.',
    },
  ],
  details: [
    {
      heading: 'The decal series',
      body: [
        'New York issues a new series of HUT decals every three years. The 23rd series expired on December 31, 2021 and the 24th series began on January 1, 2022. On that three-year cycle, the 25th series would cover 2025 through 2027 — we infer this from the cycle and could not confirm it from a state source, so check the expiry printed on your certificate.',
      ],
    },
    {
      heading: 'Occasional trips',
      body: [
        'If you only enter New York occasionally, you can buy a HUT trip certificate instead of registering every vehicle for the full series.',
      ],
    },
  ],
  faq: [
    {
      question: 'Which vehicles need a New York HUT decal?',
      answer:
        'Trucks, tractors and other self-propelled vehicles over 18,000 lb gross weight that use New York public highways. Travel only on the toll-paid Thruway is excluded.',
    },
    {
      question: 'What does New York charge for a decal?',
      answer:
        'About $1.50 per vehicle for the certificate and decal, according to the state’s 2016 bulletin; confirm the current fee with New York. The tax itself is paid with your returns.',
    },
    {
      question: 'Can I move a decal to a replacement truck?',
      answer: 'No. HUT decals cannot be transferred between vehicles; the new vehicle needs its own certificate and decal.',
    },
    {
      question: 'Is there an option for a single trip?',
      answer: 'Yes. Occasional operators can buy a HUT trip certificate instead of registering.',
    },
  ],
  related: ['kyu-number', 'new-mexico-wd2025', 'irp-ifta'],
  hasPackages: true,
};

export default content;
