import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'kyu-number',
  category: 'trucking',
  title: 'KYU Number — Kentucky Weight-Distance Tax Registration',
  metaDescription:
    'Register for a Kentucky KYU number if you run trucks of 60,000 lb or more on Kentucky roads. Quarterly returns explained; state tax shown apart from our fee.',
  hero: {
    eyebrow: 'State mileage taxes',
    heading: 'Get your Kentucky KYU number before you roll through',
    lead: 'For carriers running vehicles with a combined license weight of 60,000 lb or more on Kentucky highways. We apply for your KYU weight-distance tax license with the Kentucky Transportation Cabinet and explain your quarterly filing duties.',
  },
  whoNeedsIt: [
    'Any carrier — interstate or intrastate — operating a vehicle with a combined license weight over 59,999 lb in Kentucky.',
    'Carriers adding Kentucky lanes to their routes.',
    'Not farm-plated vehicles, which are exempt.',
  ],
  whatsIncluded: [
    'Your KYU account application with the Kentucky Transportation Cabinet',
    'Your KYU number delivered to your account',
    'A plain-language guide to quarterly returns and due dates',
    'Reminders before each quarterly due date — or, with the returns package, the quarterly returns filed for you',
  ],
  howItWorks: [
    {
      title: 'Tell us about your company and vehicles',
      detail: 'USDOT number, legal name, address and the vehicles that will run in Kentucky.',
      timeline: 'A few minutes',
    },
    {
      title: 'We apply to Kentucky',
      detail: 'Kentucky issues the KYU number immediately when the online application is completed.',
      timeline: 'Typically 1 business day after your information is complete',
    },
    {
      title: 'File quarterly returns',
      detail:
        'Returns are due even with zero Kentucky miles, and since the 4th quarter of 2024 they must be filed and paid online through Kentucky’s Motor Carrier Portal.',
      timeline: 'Quarterly, typically due April 30, July 31, October 31 and January 31',
    },
  ],
  governmentFees: [
    {
      label: 'Kentucky weight-distance tax',
      amount: 'Per mile driven in Kentucky',
      note: 'Paid to Kentucky with your quarterly returns, not at registration. The Cabinet’s page gives a rate that reads as $0.0285 per mile; confirm the current rate with KYTC.',
      estimate: true,
    },
    {
      label: 'Revocation fee',
      amount: '$500',
      note: 'Charged by Kentucky, with penalty and interest, if a quarterly return is missed and the KYU number is revoked.',
    },
  ],
  details: [
    {
      heading: 'Who needs a KYU number',
      body: [
        'Kentucky’s weight-distance tax applies to any carrier on Kentucky roads with a vehicle whose combined license weight is greater than 59,999 lb — that is, 60,000 lb or more. Farm-plated vehicles are exempt. Carriers who only enter Kentucky occasionally can buy a one-time temporary KYU permit instead.',
      ],
    },
    {
      heading: 'Returns every quarter, even with no miles',
      body: [
        'A KYU account carries a quarterly return obligation even in quarters with zero Kentucky miles. Missing one brings penalties, interest and a $500 revocation fee. Since the 4th quarter of 2024, returns must be filed and paid online through the Motor Carrier Portal.',
      ],
    },
  ],
  faq: [
    {
      question: 'What weight triggers the KYU requirement?',
      answer: 'A combined license weight over 59,999 lb — 60,000 lb or more — on Kentucky highways. Farm-plated vehicles are exempt.',
    },
    {
      question: 'Do I have to file if I drove no miles in Kentucky?',
      answer:
        'Yes. Quarterly returns are required even with zero miles. A missed return can lead to penalties, interest and a $500 revocation fee.',
    },
    {
      question: 'How fast do I get a KYU number?',
      answer:
        'Kentucky issues it immediately when the online application is complete. We typically apply within 1 business day of your order.',
    },
    {
      question: 'I only go to Kentucky once in a while. Do I need a KYU account?',
      answer: 'Kentucky offers one-time temporary KYU permits for occasional trips as an alternative.',
    },
  ],
  related: ['new-york-hut25', 'new-mexico-wd2025', 'irp-ifta'],
  hasPackages: true,
};

export default content;
