import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'drug-alcohol-consortium',
  category: 'trucking',
  title: 'DOT Drug and Alcohol Consortium Enrollment for CDL Carriers',
  metaDescription:
    'Join a DOT random drug and alcohol testing consortium and set up your FMCSA Clearinghouse account. Built for owner-operators and small CDL fleets.',
  hero: {
    eyebrow: 'Safety compliance',
    heading: 'DOT drug and alcohol testing, set up the way the rules require',
    lead: 'For carriers with drivers who need a CDL, including owner-operators who employ only themselves. We enroll you in a DOT random-testing consortium run by a third-party administrator (C/TPA) and help you set up your FMCSA Drug & Alcohol Clearinghouse account.',
  },
  whoNeedsIt: [
    'Owner-operators who drive a CDL-required vehicle and must be in a random testing pool of two or more drivers.',
    'Small fleets employing CDL drivers who want a consortium to manage random selections.',
    'Carriers of vehicles over 26,000 lb GVWR, vehicles designed for 16 or more passengers, or placarded hazardous materials.',
  ],
  whatsIncluded: [
    'Enrollment in a DOT random testing pool managed by a consortium/third-party administrator',
    'Random selection notices at the required annual rates',
    'Help registering your company in the FMCSA Drug & Alcohol Clearinghouse',
    'A checklist of required queries: a full pre-employment query and an annual limited query for each CDL driver',
    'Your enrollment certificate in your account, for audits',
  ],
  howItWorks: [
    {
      title: 'Tell us about your drivers',
      detail: 'Company details, USDOT number and the CDL drivers to enroll.',
      timeline: 'A few minutes',
    },
    {
      title: 'We enroll you',
      detail: 'We enroll your drivers in the consortium’s random pool and send your enrollment certificate.',
      timeline: 'Typically 1–2 business days after your order',
    },
    {
      title: 'Set up the Clearinghouse',
      detail:
        'You register as an employer in the Clearinghouse, and each driver registers so they can give electronic consent to the pre-employment query. We guide you through it.',
    },
    {
      title: 'Stay in the pool',
      detail: 'When a driver is selected for a random test, you are notified with instructions for a collection site.',
      timeline: 'Ongoing, through your enrollment year',
    },
  ],
  governmentFees: [
    {
      label: 'Clearinghouse queries',
      amount: 'About $1.25 per query',
      note: 'Bought from FMCSA in query plans; figure from a third-party source, so confirm on the Clearinghouse site.',
      estimate: true,
    },
    {
      label: 'Consortium enrollment and tests',
      amount: 'See packages',
      note: 'Not a government fee. Membership is our annual fee; lab and collection fees for each test are quoted before you book it.',
    },
  ],
  details: [
    {
      heading: 'What the rules require',
      body: [
        'FMCSA’s rules in 49 CFR Part 382 set testing requirements for drivers who need a CDL, and DOT’s Part 40 sets the testing procedures. For 2025, FMCSA’s minimum random testing rates are 50% for drugs and 10% for alcohol — unchanged since the drug rate rose to 50% in 2020. We have not checked the 2026 rates.',
        'An owner-operator who employs only themselves is both employer and driver, and must be in a random pool of two or more drivers (49 CFR 382.305). In practice that means joining a consortium.',
      ],
    },
    {
      heading: 'The Clearinghouse',
      body: [
        'Employers must register in the FMCSA Drug & Alcohol Clearinghouse. Before a driver first performs safety-sensitive work, the employer runs a full pre-employment query, which needs the driver’s electronic consent inside the Clearinghouse — so the driver must register too. Employers also run at least an annual limited query on every CDL driver, and a full query if the limited query finds a record.',
      ],
    },
  ],
  faq: [
    {
      question: 'I am an owner-operator with no employees. Do I need a consortium?',
      answer:
        'If you drive a CDL-required vehicle, yes in practice: the rules require you to be in a random testing pool of at least two drivers, which a consortium provides.',
    },
    {
      question: 'What are the random testing rates?',
      answer: 'For 2025, FMCSA’s minimum annual rates are 50% of drivers for drugs and 10% for alcohol.',
    },
    {
      question: 'Do I need to register in the Clearinghouse?',
      answer:
        'Yes. Employers must register and run a full pre-employment query before a new driver starts, plus at least one limited query per driver each year. Queries cost about $1.25 each from FMCSA.',
    },
    {
      question: 'Does this apply to drivers without a CDL?',
      answer: 'Part 382 testing and the Clearinghouse cover drivers of CDL-required vehicles only.',
    },
  ],
  related: ['interstate-authority-packages', 'biennial-mcs150-update', 'authority-reinstatement'],
  hasPackages: true,
};

export default content;
