import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'interstate-authority-packages',
  category: 'trucking',
  title: 'Interstate MC Authority Packages — USDOT, MC, BOC-3 and UCR',
  metaDescription:
    'Get your USDOT number and FMCSA operating authority. The $300 FMCSA fee per authority type is shown apart from our fee, with honest timelines.',
  hero: {
    eyebrow: 'Trucking authority',
    heading: 'Get your interstate operating authority, step by step',
    lead: 'For new for-hire motor carriers hauling regulated freight across state lines. We file your USDOT registration and operating authority application with FMCSA, file your BOC-3 and track the application until your authority is active.',
  },
  whoNeedsIt: [
    'Owner-operators and new fleets starting a for-hire trucking business that crosses state lines.',
    'Carriers operating a commercial motor vehicle of 10,001 lb or more (GVWR, GCWR or actual weight) in interstate commerce — these need a USDOT number.',
    'Not private carriers hauling their own goods, or carriers of exempt commodities only: they need a USDOT number but generally not operating authority.',
  ],
  whatsIncluded: [
    'USDOT number registration (if you do not have one) and the operating authority application in FMCSA’s registration system',
    'BOC-3 designation of process agents covering every state, filed by our process agent',
    'Coordination with your insurance agent so the BMC-91/91X liability filing reaches FMCSA in time',
    'Tracking of the FMCSA Register publication, the 10-day protest period and the 20-day filing window',
    'A reminder of the next registrations you will need: UCR, MCS-150 updates and, for heavier trucks, IRP, IFTA and state weight-distance permits',
  ],
  howItWorks: [
    {
      title: 'Tell us about your operation',
      detail:
        'Company details, what you haul, the vehicles you run and whether you carry hazardous materials. FMCSA’s registration system now requires identity verification; we walk you through it.',
      timeline: 'At your own pace',
    },
    {
      title: 'We file with FMCSA',
      detail: 'We submit the application and pay FMCSA’s $300 fee for each authority type at cost. FMCSA assigns your numbers.',
      timeline: 'Typically 1 business day after your information is complete',
    },
    {
      title: 'Publication, protest period and filings',
      detail:
        'FMCSA publishes a summary of the application in the FMCSA Register. Anyone may protest within 10 days. Within 20 days of publication, your insurer must file proof of liability coverage and we file your BOC-3.',
      timeline: '10-day protest period set by regulation; cannot be expedited',
    },
    {
      title: 'Your authority becomes active',
      detail:
        'Once the protest period has passed and insurance and BOC-3 are on file, FMCSA activates the authority. We tell you the moment it does.',
      timeline: 'Typically about 3–6 weeks from application in total',
    },
  ],
  governmentFees: [
    {
      label: 'FMCSA operating authority fee',
      amount: '$300 per type of authority',
      note: 'Paid to FMCSA at cost and shown as its own line at checkout. A carrier that also wants broker authority pays a second $300.',
    },
    {
      label: 'USDOT number',
      amount: '$0',
      note: 'FMCSA does not charge for a USDOT number.',
    },
    {
      label: 'Liability insurance',
      amount: 'Set by your insurer',
      note: 'Not a government fee. Minimum coverage is generally $750,000 for general freight and higher for some hazardous materials; confirm the amount with your insurer.',
      estimate: true,
    },
  ],
  details: [
    {
      heading: 'USDOT number and MC authority are two different things',
      body: [
        'A USDOT number identifies your company to FMCSA for safety purposes. Operating authority (historically an “MC number”) is the permission to act as a for-hire carrier of regulated freight in interstate commerce.',
        'Since May 2026, FMCSA’s new Motus system has replaced the old registration system and portal. FMCSA says the first release brings no fee changes. It may stop issuing new MC numbers in future, but existing MC numbers will not be replaced.',
      ],
    },
    {
      heading: 'The deadlines that matter',
      body: [
        'After your application is published in the FMCSA Register, anyone may protest within 10 days. Your proof of insurance (Form BMC-91 or BMC-91X, filed by your insurer) and your BOC-3 must be filed within 20 days of publication.',
        'If insurance and BOC-3 are still not on file about 90 days after the application, FMCSA dismisses it. A dismissal counts as a rejection: you must apply again and pay the $300 fee again. We track these dates so that does not happen to you.',
      ],
    },
    {
      heading: 'What nobody can speed up',
      body: [
        'The 10-day protest period is set by regulation. No filing service — including us — can shorten it, and FMCSA offers no paid expedite. What can be sped up is the paperwork around it: a complete application, a prompt BOC-3 and an insurance filing lined up in advance.',
      ],
    },
  ],
  faq: [
    {
      question: 'How much does FMCSA charge for operating authority?',
      answer:
        '$300 for each type of authority you request, paid to FMCSA. The USDOT number itself is free. Our service fee is shown separately.',
    },
    {
      question: 'How long until I can haul under my own authority?',
      answer:
        'Typically about 3–6 weeks in total. The application is published, there is a 10-day protest period, and your insurance and BOC-3 must be on file before FMCSA activates the authority.',
    },
    {
      question: 'What happens if my insurance is not filed in time?',
      answer:
        'Insurance and BOC-3 are due within 20 days of publication. If they are still missing about 90 days after you applied, FMCSA dismisses the application and you must reapply and pay $300 again.',
    },
    {
      question: 'Do I need a USDOT number if I only drive in my own state?',
      answer:
        'Federal rules cover interstate commerce, but many states also require a USDOT number for intrastate carriers. Check your state’s rules; we can tell you what we know when you order.',
    },
    {
      question: 'Are you part of FMCSA?',
      answer:
        'No. We are a private filing service, not a government agency. You can file directly with FMCSA yourself; customers use us to save time and avoid mistakes.',
    },
  ],
  related: [
    'boc3-filing',
    'ucr-2025',
    'expedited-authority-certification',
    'biennial-mcs150-update',
    'irp-ifta',
    'drug-alcohol-consortium',
  ],
  hasPackages: true,
};

export default content;
