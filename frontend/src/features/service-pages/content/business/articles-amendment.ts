import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'articles-amendment',
  category: 'business',
  title: 'Articles of Amendment — Change Your LLC or Corporation Filing',
  metaDescription:
    'Change your company name, address, management or purpose with the state. We prepare and file articles of amendment; state fees are listed separately at cost.',
  hero: {
    eyebrow: 'Run your business',
    heading: 'Update what the state has on file',
    lead: 'For LLCs and corporations whose formation document no longer matches reality. We prepare and file the articles of amendment (also called a certificate of amendment or certificate of change) with the state.',
  },
  whoNeedsIt: [
    'A company changing its legal name.',
    'A company changing its principal address, its management structure (member-managed to manager-managed, or the reverse) or its stated purpose.',
    'A corporation changing its authorized shares or other terms in its articles.',
  ],
  whatsIncluded: [
    'A check of whether the change needs an amendment or a different form (some states use a separate statement-of-change form for a new registered agent)',
    'A name availability check for name changes',
    'Preparation of the amendment for your state',
    'Filing with the Secretary of State and payment of the state fee at cost',
    'The approved amendment delivered to your account',
  ],
  howItWorks: [
    {
      title: 'Tell us what is changing',
      detail: 'Your company’s current details and the change you want to make.',
      timeline: 'A few minutes',
    },
    {
      title: 'Approve the change internally',
      detail:
        'An amendment needs approval by the members, managers, directors or shareholders under your operating agreement, bylaws or state law. We give you the details to record.',
    },
    {
      title: 'We prepare and file the amendment',
      detail: 'We submit the amendment and pay the state fee at cost.',
      timeline: 'Typically 1–2 business days after your order is complete; state processing times vary',
    },
    {
      title: 'You receive the approved amendment',
      detail: 'It goes into your account. After a name change, update your bank, the IRS, licences and any DBA filings.',
    },
  ],
  governmentFees: [
    {
      label: 'State amendment fee',
      amount: 'Varies by state',
      note: 'For example, New Jersey charges $100. We confirm your state’s current fee before filing and pass it through at cost, apart from our fee.',
    },
  ],
  details: [
    {
      heading: 'Amendment, operating agreement or DBA?',
      body: [
        'An amendment changes information that appears in the formation document you filed with the state. Internal matters that are not in that document — ownership percentages in an LLC, for example — are changed in your operating agreement instead.',
        'If you only want to trade under another name, a DBA may be enough; but a DBA does not change the company’s legal name. Under the Uniform LLC Act adopted in many states, members or managers who know filed information is inaccurate must correct it promptly.',
      ],
    },
  ],
  faq: [
    {
      question: 'Do I need an amendment to change my registered agent?',
      answer:
        'It depends on the state. Many states use a separate statement-of-change form for the registered agent; others handle it through an amendment. We file the right form for your state.',
    },
    {
      question: 'Will changing my company name change my EIN?',
      answer:
        'A name change alone does not usually require a new EIN, but you should tell the IRS about it. Ask your accountant if the change is part of a larger restructuring.',
    },
    {
      question: 'What does the state charge?',
      answer: 'It varies by state; New Jersey, for example, charges $100. We show it apart from our fee and pass it through at cost.',
    },
    {
      question: 'How long does it take?',
      answer: 'We typically file within 1–2 business days of a complete order. State processing times vary by state and season.',
    },
  ],
  related: ['annual-report', 'dba-filing', 'registered-agent', 'dissolution'],
  hasPackages: true,
};

export default content;
