import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'dba-filing',
  category: 'business',
  title: 'DBA Filing — Register an Assumed or Fictitious Business Name',
  metaDescription:
    'File a DBA (assumed, fictitious or trade name) with the right state or county office. Government and publication fees are listed apart from our fee.',
  hero: {
    eyebrow: 'Business formation',
    heading: 'Do business under another name, filed in the right office',
    lead: 'For sole proprietors, LLCs and corporations that want to trade under a name other than their legal name. We work out where your state requires the filing — state office, county, or both — and file your DBA there.',
  },
  whoNeedsIt: [
    'A sole proprietor who wants to use a business name instead of their own name.',
    'An LLC or corporation that sells under a brand different from its registered legal name.',
    'A company opening a new product line or location under a separate name.',
  ],
  whatsIncluded: [
    'A check of where your state requires the filing: state office, county clerk, or both',
    'Preparation of the assumed-name, fictitious-name or trade-name form your state uses',
    'Filing with the correct office and payment of the government fee at cost',
    'Guidance on newspaper publication where your state requires it',
    'The filed certificate delivered to your account, with its expiry date where the state sets one',
  ],
  howItWorks: [
    {
      title: 'Tell us the name and the business',
      detail: 'Who owns the business, its legal name, the name you want to use and the county or counties where you operate.',
      timeline: 'At your own pace',
    },
    {
      title: 'We find the right office and prepare the form',
      detail:
        'DBA rules differ more than almost any other filing. We confirm the office, the form and whether publication is required before filing.',
      timeline: 'Typically 1–2 business days after your order is complete',
    },
    {
      title: 'We file and, where required, arrange publication',
      detail:
        'We submit the filing and pay the government fee at cost. In states that require newspaper publication, we tell you the steps and deadline.',
      timeline: 'Processing times vary by state and county',
    },
    {
      title: 'You receive the filed certificate',
      detail: 'The filed document goes into your account, with a note of when the registration expires and must be renewed.',
    },
  ],
  governmentFees: [
    {
      label: 'State or county DBA fee',
      amount: 'Varies by state and county',
      note: 'Examples from our dataset: Texas $25 for an LLC’s assumed-name certificate (Form 503, valid up to 10 years); Florida $50 (valid through December 31 of the fifth year); New York $25 for an LLC plus a fee for each county; California counties set their own fees on a $10 statutory base. Passed through at cost, apart from our fee.',
      estimate: true,
    },
    {
      label: 'Newspaper publication',
      amount: 'Set by the newspaper',
      note: 'Required in California, Florida, Georgia, Minnesota, Nebraska and Pennsylvania. Not included in the filing fee.',
    },
  ],
  details: [
    {
      heading: 'The same filing has many names',
      body: [
        'States call it an assumed name (for example Texas and New York), a fictitious name (Florida, Pennsylvania), a fictitious business name (California), a trade name (Georgia, Washington and others) or a business certificate (Massachusetts).',
        'Where it is filed also varies. In most states it goes to a state office. In California, Connecticut, Georgia, Massachusetts, North Carolina and Nevada it is filed only with the county. In some states entities file with the state while sole proprietors and partnerships file with the county. Kansas, New Mexico and South Carolina have no DBA registry at all.',
      ],
    },
    {
      heading: 'A DBA is not a trademark',
      body: [
        'In most states a DBA is a notice filing: it tells the public who is behind a name but gives you no exclusive right to it. A few states (Alaska, Alabama, North Dakota, New Hampshire, Ohio and Wisconsin) offer registration with exclusivity, and California gives a limited county-level presumption.',
        'If you want to protect a brand, consider a federal trademark registration as well. A DBA also does not change your company’s legal name; that takes an amendment to your formation document.',
      ],
    },
  ],
  faq: [
    {
      question: 'Where is a DBA filed?',
      answer:
        'It depends on the state and on the type of business: a state office, the county clerk, or — in some states — the state for companies and the county for sole proprietors. We determine the right office for you.',
    },
    {
      question: 'How much does a DBA cost in government fees?',
      answer:
        'It varies. For example, Texas charges an LLC $25, Florida charges $50, and California counties set their own fees. Publication, where required, is extra. We show the government fee separately from our fee and pass it through at cost.',
    },
    {
      question: 'Does a DBA protect my business name?',
      answer:
        'Usually not. In most states a DBA gives no exclusive right to the name. A federal trademark registration is the usual way to protect a brand name nationally.',
    },
    {
      question: 'Does a DBA expire?',
      answer:
        'In many states, yes. For example, a Florida fictitious name is valid through December 31 of the fifth year, a California fictitious business name for five years, and a Texas assumed name for up to ten years. New York assumed names for LLCs do not expire. We note the expiry date on your certificate.',
    },
    {
      question: 'Do I need a DBA if I form an LLC?',
      answer:
        'Only if the LLC will do business under a name other than its exact registered name. If you will always use the legal name, no DBA is needed.',
    },
  ],
  related: ['llc-formation', 'trademark-registration', 'articles-amendment', 'corporation'],
  hasPackages: true,
};

export default content;
