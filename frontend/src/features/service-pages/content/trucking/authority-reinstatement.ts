import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'authority-reinstatement',
  category: 'trucking',
  title: 'FMCSA Authority Reinstatement — Get Your MC Active Again',
  metaDescription:
    'Reinstate revoked FMCSA operating authority. We fix the cause first — insurance, BOC-3, MCS-150 — then file; the FMCSA fee (about $80) is shown apart.',
  hero: {
    eyebrow: 'Trucking authority',
    heading: 'Get revoked authority reinstated — in the right order',
    lead: 'For carriers and brokers whose FMCSA operating authority was revoked. We find out why, help you cure it — insurance, BOC-3, MCS-150 — and then file the reinstatement request with FMCSA.',
  },
  whoNeedsIt: [
    'Carriers whose authority was revoked after an insurance filing lapsed or was cancelled — the most common cause.',
    'Carriers and brokers whose BOC-3 went missing or became invalid.',
    'Carriers revoked for a missed MCS-150 update, unpaid fees such as UCR, or a failed new-entrant safety audit.',
  ],
  whatsIncluded: [
    'A review of your FMCSA record to identify why the authority was revoked',
    'A checklist of what must be on file first: active insurance, a BOC-3 and an active USDOT number',
    'A new BOC-3 filing if yours is missing (under the terms of your package)',
    'Preparation and filing of the reinstatement request with FMCSA',
    'Tracking until your authority shows as active again',
  ],
  howItWorks: [
    {
      title: 'We diagnose the revocation',
      detail: 'We check your FMCSA record and tell you exactly what is missing.',
      timeline: 'Typically 1 business day after your order',
    },
    {
      title: 'You cure the cause',
      detail:
        'Your insurer refiles proof of coverage, we file a BOC-3 if needed, and any overdue MCS-150 is filed. We wait until these show on your record before asking FMCSA to reinstate.',
      timeline: 'Depends on your insurer and on FMCSA’s records',
    },
    {
      title: 'We file the reinstatement',
      detail: 'We submit the request and pay FMCSA’s reinstatement fee at cost.',
    },
    {
      title: 'Your authority is active again',
      detail: 'We confirm once FMCSA shows your authority as active.',
      timeline: 'FMCSA processing times vary',
    },
  ],
  governmentFees: [
    {
      label: 'FMCSA reinstatement fee',
      amount: 'About $80',
      note: 'Compared with $300 for a new application. Confirmed only by commercial sources quoting the federal fee schedule; we pay FMCSA’s current fee at cost.',
      estimate: true,
    },
  ],
  details: [
    {
      heading: 'Why authority gets revoked',
      body: [
        'The most common cause is a lapsed or cancelled liability insurance filing (BMC-91/91X). Others include a missing or invalid BOC-3, a missed biennial MCS-150 update, unpaid fees such as UCR, and a failed new-entrant safety audit.',
      ],
    },
    {
      heading: 'Fix first, then pay',
      body: [
        'Before reinstating, FMCSA needs active insurance and a BOC-3 on file and an active USDOT number. Paying the reinstatement fee before those are in place is a common and costly mistake — so we check your record first and file only when it is ready.',
        'With FMCSA’s move to its new Motus registration system in 2026, reinstatement requests are handled there.',
      ],
    },
  ],
  faq: [
    {
      question: 'How much does FMCSA charge to reinstate authority?',
      answer: 'About $80, compared with $300 for a new application. We confirm the current fee and pay it at cost, apart from our fee.',
    },
    {
      question: 'Should I just apply for new authority instead?',
      answer:
        'Usually not: reinstatement makes your existing MC number active again and costs less than the $300 new-application fee. If your situation is unusual, we will tell you.',
    },
    {
      question: 'My insurance lapsed. What comes first?',
      answer:
        'Get coverage back in force and have your insurer file proof with FMCSA. Reinstatement cannot happen until that filing shows on your record.',
    },
    {
      question: 'How long does reinstatement take?',
      answer:
        'It depends mostly on how quickly the missing filings appear on your record and on FMCSA’s processing. We track it and tell you when you are active.',
    },
  ],
  related: ['boc3-filing', 'biennial-mcs150-update', 'ucr-2025', 'interstate-authority-packages'],
  hasPackages: true,
};

export default content;
