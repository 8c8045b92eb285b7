import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'boir',
  category: 'business',
  title: 'BOIR Filing for Foreign Companies Registered in a US State',
  metaDescription:
    'Most US companies no longer file a BOI report. We file FinCEN beneficial ownership reports for foreign companies registered to do business in a US state.',
  hero: {
    eyebrow: 'Run your business',
    heading: 'Beneficial ownership reports — only for companies that still need them',
    lead: 'Since March 2025, companies formed in the United States are exempt from FinCEN beneficial ownership (BOI) reporting. This service is for companies formed under foreign law that are registered to do business in a US state: we prepare and file their BOI report with FinCEN.',
  },
  whoNeedsIt: [
    'A company formed outside the US that has registered to do business in a US state or tribal jurisdiction.',
    'Such a company whose reported information has changed and needs an updated report.',
    'Not US-formed LLCs or corporations: under the current rule they do not file.',
  ],
  whatsIncluded: [
    'A check of whether your company is a reporting company under the current FinCEN rule',
    'Collection of the required company and beneficial-owner information in a secure form',
    'Preparation and filing of the BOI report with FinCEN',
    'The FinCEN confirmation delivered to your account',
    'A note of your deadline, and updates if FinCEN changes the rule',
  ],
  howItWorks: [
    {
      title: 'Check that you need to file',
      detail:
        'Answer a few questions about where your company was formed and where it is registered. If you do not need to file, we tell you — and if you have already paid, we refund our fee in full.',
      timeline: 'A few minutes',
    },
    {
      title: 'Provide the information',
      detail:
        'Company details and the beneficial-owner information the rule requires. Under the current rule, US-person beneficial owners are not reported.',
    },
    {
      title: 'We file with FinCEN',
      detail: 'We file the report and post FinCEN’s confirmation to your account.',
      timeline: 'Typically 1–2 business days after your information is complete',
    },
  ],
  governmentFees: [
    {
      label: 'FinCEN filing',
      amount: 'No government fee added',
      note: 'We do not add any government fee line to this order.',
    },
  ],
  details: [
    {
      heading: 'Where the rule stands',
      body: [
        'The Corporate Transparency Act originally required most US corporations and LLCs to report their beneficial owners to FinCEN. After court challenges, Treasury announced on March 2, 2025 that it would not enforce penalties against US companies or US persons.',
        'FinCEN’s interim final rule, published on March 26, 2025, narrowed “reporting company” to entities formed under foreign law that are registered to do business in a US state or tribal jurisdiction. Companies formed in the US, and US persons, are exempt, and foreign reporting companies do not report their US-person beneficial owners.',
      ],
    },
    {
      heading: 'Deadlines for foreign reporting companies',
      body: [
        'Foreign companies registered before March 26, 2025 had until April 25, 2025 to file. A foreign company that registers later has 30 calendar days after notice that its registration is effective.',
        'FinCEN said it intended to issue a final rule. As of our last check we could not confirm whether it has, or how it differs from the interim rule. We will update this page and contact affected customers if the rule changes.',
      ],
    },
  ],
  faq: [
    {
      question: 'Does my US LLC need to file a BOI report?',
      answer:
        'Not under the current rule. Since FinCEN’s interim final rule of March 26, 2025, companies formed in the United States are exempt. Be wary of anyone who says otherwise and asks for payment; we will not sell you a filing you do not need.',
    },
    {
      question: 'Who still has to file?',
      answer:
        'Companies formed under the law of another country that are registered to do business in a US state or tribal jurisdiction, unless an exemption applies.',
    },
    {
      question: 'What is the deadline for a foreign company registering now?',
      answer: '30 calendar days after the company receives notice that its registration in the state is effective.',
    },
    {
      question: 'Could the rule change again?',
      answer:
        'Yes. The exemption rests on an interim rule, and FinCEN said a final rule would follow. We could not confirm its status at our last check. We watch for changes and will tell affected customers.',
    },
    {
      question: 'Are you giving me legal advice about the Corporate Transparency Act?',
      answer:
        'No. We are a filing service, not a law firm. If your ownership structure is complex, or you are unsure whether an exemption applies, ask an attorney.',
    },
  ],
  related: ['registered-agent', 'annual-report', 'llc-formation'],
  hasPackages: true,
};

export default content;
