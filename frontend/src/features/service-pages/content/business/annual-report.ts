import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'annual-report',
  category: 'business',
  title: 'Annual Report Filing for LLCs and Corporations',
  metaDescription:
    'We file your state annual or biennial report on time to keep your company in good standing. State fees and due dates are listed by state, apart from our fee.',
  hero: {
    eyebrow: 'Run your business',
    heading: 'File your annual report before it costs you good standing',
    lead: 'For LLCs and corporations in states that require a periodic report. We prepare and file your annual or biennial report with the state and keep a copy in your account.',
  },
  whoNeedsIt: [
    'LLCs and corporations in the many states that require an annual or biennial report.',
    'Owners who have moved, changed managers or officers, and need the state’s records updated.',
    'Companies that have missed a report and want to get back into good standing.',
  ],
  whatsIncluded: [
    'A check of your state’s due date and whether your report is annual or biennial',
    'Preparation of the report from your current company details',
    'Filing with the state and payment of the state fee at cost',
    'The filed report and the state’s confirmation delivered to your account',
    'A reminder before the next report is due',
  ],
  howItWorks: [
    {
      title: 'Confirm your company details',
      detail: 'We pre-fill what the state has on record; you confirm or update the addresses, members, managers or officers.',
      timeline: 'A few minutes',
    },
    {
      title: 'We prepare and file the report',
      detail: 'We file with the state and pay the state fee at cost.',
      timeline: 'Typically 1–2 business days after you confirm; state processing times vary',
    },
    {
      title: 'You receive the confirmation',
      detail: 'The filed report and the state’s confirmation go into your account, and we set a reminder for the next one.',
    },
  ],
  governmentFees: [
    {
      label: 'State annual or biennial report fee',
      amount: 'Varies by state, from $0 to several hundred dollars',
      note: 'See the state table below. In some states the “annual report” is really an annual tax or licence fee. Late fees and penalties are charged by the state, not by us. Passed through at cost.',
      estimate: true,
    },
  ],
  details: [
    {
      heading: 'Which states require a report',
      body: [
        'Most states require LLCs to file an annual or biennial report with the Secretary of State, usually with a fee. Due dates are either fixed (Florida, May 1; Maine, June 1) or tied to the month the company was formed.',
        'Some states use a biennial report — including Alaska, California (the Statement of Information), Indiana, Iowa, Nebraska, New York and DC. Arizona, Missouri, New Mexico, Ohio and South Carolina have no state annual report for LLCs. Alabama uses a Business Privilege Tax return instead, and in Texas the franchise-tax report filed with the Comptroller takes its place.',
      ],
    },
    {
      heading: 'Reports that are really taxes',
      body: [
        'Some fees called annual reports are annual taxes or licence fees. Delaware LLCs pay a flat annual tax ($400 according to our dataset). Nevada charges a $150 annual list fee plus a $200 state business licence. Wyoming charges a licence tax with a $60 minimum. California LLCs owe an $800 minimum franchise tax each year, separate from the $20 Statement of Information.',
      ],
    },
    {
      heading: 'If a report is missed',
      body: [
        'States charge late fees, then remove the company’s good standing, and eventually dissolve or revoke it administratively. Wyoming, for example, dissolves a domestic entity 60 days after a missed due date. Rules and grace periods vary by state.',
      ],
    },
  ],
  faq: [
    {
      question: 'When is my annual report due?',
      answer:
        'It depends on the state: either a fixed date for all companies or a date tied to your formation month. The table on this page lists each state’s due date as of the dataset’s last check; confirm with your state, since rules change.',
    },
    {
      question: 'What does the state charge?',
      answer:
        'Anything from nothing to several hundred dollars, depending on the state. We show it separately from our fee and pass it through at cost.',
    },
    {
      question: 'Does my company need to file if it had no activity?',
      answer:
        'Generally yes. The report keeps the state’s records current and is required whether or not the company did business during the year.',
    },
    {
      question: 'Is the annual report the same as a tax return?',
      answer:
        'No. The annual report goes to the Secretary of State. Income tax returns go to the IRS and your state revenue department. In a few states (for example Texas and Alabama) a tax filing takes the place of the report.',
    },
    {
      question: 'Can you file a late report?',
      answer:
        'Yes. We file it and pay the state’s late fee at cost. If the state has already dissolved the company, reinstatement may be needed first; we will tell you.',
    },
  ],
  related: ['registered-agent', 'articles-amendment', 'dissolution', 'llc-formation'],
  hasPackages: true,
};

export default content;
