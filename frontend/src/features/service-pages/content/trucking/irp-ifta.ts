import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'irp-ifta',
  category: 'trucking',
  title: 'IRP Apportioned Plates and IFTA Fuel Tax License',
  metaDescription:
    'Set up IRP apportioned registration and an IFTA fuel-tax license for trucks over 26,000 lb or with 3+ axles. Jurisdiction fees are shown apart from our fee.',
  hero: {
    eyebrow: 'Registration and fuel tax',
    heading: 'IRP plates and IFTA decals for trucks that cross state lines',
    lead: 'For carriers running qualifying power units in two or more jurisdictions. We prepare your International Registration Plan (apportioned plate and cab card) and International Fuel Tax Agreement (license and decals) applications with your base jurisdiction.',
  },
  whoNeedsIt: [
    'Power units used in two or more member jurisdictions that have two axles and a gross or registered gross weight over 26,000 lb.',
    'Power units with three or more axles, regardless of weight, or used in a combination over 26,000 lb.',
    'Carriers moving their base jurisdiction or adding vehicles to an existing account.',
  ],
  whatsIncluded: [
    'Your IRP application with your base jurisdiction, including the jurisdictions you will travel in and your estimated miles',
    'Your IFTA license application and decal request',
    'Payment of jurisdiction fees at cost, shown apart from our fee',
    'A guide to IFTA quarterly returns, with reminders before each due date — or the returns filed for you with the package that includes them',
  ],
  howItWorks: [
    {
      title: 'Tell us about your fleet and routes',
      detail: 'Base jurisdiction, vehicles, weights, axles and the jurisdictions you expect to travel in.',
      timeline: 'At your own pace',
    },
    {
      title: 'We prepare and file your applications',
      detail: 'We file IRP and IFTA applications with your base jurisdiction and tell you the fees it calculates.',
      timeline: 'Typically 2–3 business days after your information is complete; jurisdiction processing times vary',
    },
    {
      title: 'Receive plates, cab card, license and decals',
      detail: 'Your base jurisdiction issues the apportioned plate and cab card (IRP) and the IFTA license and decals.',
    },
    {
      title: 'File IFTA returns every quarter',
      detail: 'One fuel-tax return to your base jurisdiction each quarter, even with no activity.',
      timeline: 'Due April 30, July 31, October 31 and January 31 (next business day on weekends and holidays)',
    },
  ],
  governmentFees: [
    {
      label: 'IRP apportioned registration fees',
      amount: 'Varies by vehicle and miles',
      note: 'Calculated by your base jurisdiction and divided among the jurisdictions by miles driven. Passed through at cost.',
    },
    {
      label: 'IFTA license and decals',
      amount: 'Varies by base jurisdiction',
      note: 'Set by your base jurisdiction; passed through at cost.',
    },
    {
      label: 'Fuel tax',
      amount: 'Based on fuel used in each jurisdiction',
      note: 'Settled through your quarterly IFTA returns.',
    },
  ],
  details: [
    {
      heading: 'IRP: one plate, many jurisdictions',
      body: [
        'Under the International Registration Plan, a qualifying vehicle carries one apportioned plate and a cab card listing the jurisdictions it may travel in. Registration fees are divided among those jurisdictions by miles driven. The members are the 48 contiguous states, DC and 10 Canadian provinces. RVs, restricted-plate vehicles and government vehicles are excluded; lighter vehicles may register at the owner’s option.',
      ],
    },
    {
      heading: 'IFTA: one fuel-tax return instead of many',
      body: [
        'Under the International Fuel Tax Agreement, you file one quarterly fuel-tax return with your base jurisdiction, which shares the tax among the others. Returns are due April 30, July 31, October 31 and January 31, and must be filed even with no activity. The license and decals run for the calendar year.',
        'IFTA generally uses the same 26,000 lb and three-axle tests as IRP; confirm with your base jurisdiction if a vehicle is borderline.',
      ],
    },
  ],
  faq: [
    {
      question: 'Do I need IRP and IFTA?',
      answer:
        'If a power unit with two axles and more than 26,000 lb, or with three or more axles, travels in two or more member jurisdictions, it generally needs IRP registration, and the carrier generally needs an IFTA license.',
    },
    {
      question: 'When are IFTA returns due?',
      answer:
        'April 30, July 31, October 31 and January 31, moving to the next business day on weekends and holidays. File even if you had no activity.',
    },
    {
      question: 'How much are IRP fees?',
      answer:
        'It depends on the vehicle, its weight and the miles you drive in each jurisdiction. Your base jurisdiction calculates them; we pass them through at cost.',
    },
    {
      question: 'Do IRP and IFTA cover weight-distance taxes?',
      answer: 'No. Kentucky (KYU), New Mexico (WDT) and New York (HUT) have their own registrations and returns.',
    },
  ],
  related: ['kyu-number', 'new-york-hut25', 'new-mexico-wd2025', 'ucr-2025'],
  hasPackages: true,
};

export default content;
