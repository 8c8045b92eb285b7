import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'biennial-mcs150-update',
  category: 'trucking',
  title: 'Biennial MCS-150 Update — Due-Date Finder and Filing',
  metaDescription:
    'Find your MCS-150 due month and year from your USDOT number, then file your biennial update. FMCSA charges nothing for the update itself.',
  hero: {
    eyebrow: 'Keep your USDOT active',
    heading: 'Your biennial MCS-150 update, on time every time',
    lead: 'For every company with a USDOT number, whether or not anything has changed. We file your MCS-150 biennial update with FMCSA, correct your company, vehicle and driver information, and remind you before the next one is due.',
  },
  whoNeedsIt: [
    'Every motor carrier and other entity with a USDOT number — the update is due every 24 months.',
    'Carriers whose fleet size, mileage, address or operation has changed (your UCR bracket generally follows your MCS-150).',
    'Carriers whose USDOT number was deactivated for a missed update.',
  ],
  whatsIncluded: [
    'A check of your due month and year from your USDOT number',
    'Review of your current FMCSA record for out-of-date information',
    'Preparation and filing of the MCS-150 update with FMCSA',
    'Confirmation in your account once the update shows on your record',
    'A reminder before your next biennial update',
  ],
  howItWorks: [
    {
      title: 'Find your due date',
      detail: 'Use the due-date finder on this page: enter your USDOT number to see the month and year your update is due.',
      timeline: 'Seconds',
    },
    {
      title: 'Confirm your details',
      detail: 'Vehicles, drivers, annual mileage, addresses and operation type, as they are today.',
      timeline: 'A few minutes',
    },
    {
      title: 'We file the update',
      detail: 'We file with FMCSA and confirm once your record shows the new date.',
      timeline: 'Typically 1 business day after you confirm',
    },
  ],
  governmentFees: [
    {
      label: 'FMCSA fee',
      amount: '$0 — FMCSA charges nothing',
      note: 'You can file the update yourself with FMCSA for free. Our fee is for doing it for you.',
    },
  ],
  details: [
    {
      heading: 'How your due date is set',
      body: [
        'Under 49 CFR 390.19, the last digit of your USDOT number sets the month: 1 is January, 2 is February, and so on to 9 for September, with 0 for October. The update is due by the last day of that month.',
        'The next-to-last digit sets the year: if it is odd, you file in odd-numbered years; if it is even, in even-numbered years. For example, USDOT 1234567 ends in 7, so it is due by July 31; its next-to-last digit, 6, is even, so it is due in even years.',
        'Some websites swap the roles of the two digits. The rule above follows the regulation text.',
      ],
    },
    {
      heading: 'Why it matters',
      body: [
        'You must file every 24 months even if nothing has changed. Missing the update can get your USDOT number deactivated, and a deactivated number can stop you from operating.',
        'FMCSA has warned carriers about mailers that look official and demand payment for this free filing. We are a private filing service, not FMCSA, and we say so plainly.',
      ],
    },
  ],
  faq: [
    {
      question: 'When is my MCS-150 due?',
      answer:
        'By the last day of the month given by the last digit of your USDOT number (1 = January … 9 = September, 0 = October), in odd years if the next-to-last digit is odd and in even years if it is even. The finder on this page works it out for you.',
    },
    {
      question: 'Does FMCSA charge for the MCS-150 update?',
      answer: 'No. The update is free at FMCSA and you can file it yourself. Our fee is only for filing it on your behalf.',
    },
    {
      question: 'Do I need to file if nothing has changed?',
      answer: 'Yes. The biennial update is required every 24 months even when your information is the same.',
    },
    {
      question: 'What happens if I miss it?',
      answer: 'FMCSA can deactivate your USDOT number. Filing the overdue update is the first step to fixing it.',
    },
    {
      question: 'I received a letter demanding a fee for my MCS-150. Is it from FMCSA?',
      answer:
        'Be careful. FMCSA does not charge for the update, and it has warned about look-alike solicitations. Check the sender and, if in doubt, file directly with FMCSA.',
    },
  ],
  related: ['ucr-2025', 'authority-reinstatement', 'interstate-authority-packages'],
  hasPackages: true,
};

export default content;
