import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'llc-formation',
  category: 'business',
  title: 'LLC Formation Service — State Fees Shown Separately',
  metaDescription:
    'Form an LLC in any US state. We prepare and file your articles of organization; the state filing fee is listed separately and passed through at cost.',
  hero: {
    eyebrow: 'Business formation',
    heading: 'Form your LLC, with every state fee in plain sight',
    lead: 'For founders starting a limited liability company in any of the 50 states or DC. We prepare and file your articles of organization (some states call it a certificate of formation or certificate of organization) and deliver the approved documents to your account.',
  },
  whoNeedsIt: [
    'You are starting a business and want the liability separation and flexible taxation of an LLC.',
    'You run a sole proprietorship or side business and want to put it into its own legal entity.',
    'You are forming a holding company or a single-purpose company for a property or a project.',
  ],
  whatsIncluded: [
    'A name availability check against the state’s business records before we file',
    'Preparation of your articles of organization from a short questionnaire',
    'Filing with the Secretary of State (or your state’s business filing office)',
    'The approved, state-stamped formation document delivered to your account',
    'A plain-language summary of your state’s annual report or franchise-tax obligations',
    'Order tracking in your account from “received” to “approved”',
  ],
  howItWorks: [
    {
      title: 'Answer a short questionnaire',
      detail: 'Tell us the state, the company name, the members or managers, the principal address and who will act as registered agent.',
      timeline: 'At your own pace; you can save and come back',
    },
    {
      title: 'We check and prepare your filing',
      detail:
        'We search the state’s records for conflicting names, prepare the articles and ask you to confirm anything that is unclear before anything is submitted.',
      timeline: 'Typically 1–2 business days after your order is complete',
    },
    {
      title: 'We file with the state',
      detail: 'We submit the filing and pay the state fee on your behalf. You see the submission date in your account.',
      timeline: 'State processing times vary by state, filing method and season',
    },
    {
      title: 'You receive your documents',
      detail:
        'When the state approves the filing, the stamped document goes into your account and we email you. If the state rejects it, we tell you why and fix it.',
      timeline: 'As soon as the state returns them',
    },
  ],
  governmentFees: [
    {
      label: 'State LLC filing fee',
      amount: 'Varies by state, about $35–$500',
      note: 'Paid to the state at cost and listed as its own line at checkout. See the table below for your state. Nevada’s figure includes the $150 initial list and $200 state business licence due at formation; Tennessee’s depends on the number of members ($300 minimum). Name reservations, publication and expedited state processing are extra where a state requires or offers them.',
      estimate: true,
    },
    {
      label: 'New York publication requirement',
      amount: 'Varies by county',
      note: 'New York LLCs must publish a notice of formation in newspapers; the cost depends on the county and is not part of the state filing fee.',
    },
    {
      label: 'California minimum franchise tax',
      amount: '$800 minimum per year',
      note: 'Owed to the California Franchise Tax Board each year, separate from the filing fee and from the $20 Statement of Information.',
    },
  ],
  details: [
    {
      heading: 'What an LLC is — and what it is not',
      body: [
        'A limited liability company is a business entity formed under state law. It generally keeps the owners’ personal assets separate from the company’s debts, and by default it is taxed as a pass-through entity, though it can elect corporate tax treatment.',
        'Forming the LLC is the first step. Most states also expect an annual or biennial report, and every LLC must keep a registered agent with a physical address in the state. We tell you what your state requires when your documents are delivered.',
      ],
    },
    {
      heading: 'Why we show the state fee separately',
      body: [
        'The state fee is set by the state, not by us. We pass it through at cost, with no markup, and show it as its own line so you can see exactly what our service costs and what goes to the government.',
        'The state fees below come from an open dataset that was checked against official state sources. Fees change; where a figure is marked as an estimate, confirm it with the state. We always pay the state’s current fee when we file.',
      ],
    },
    {
      heading: 'Which state should you form in?',
      body: [
        'Most small businesses form in the state where they actually operate. Forming elsewhere (for example in Delaware or Wyoming) usually means you must also register as a foreign LLC in your home state, paying two sets of fees and keeping two registered agents.',
        'We are not a law firm and cannot advise you on which state or structure is best for your situation. If the choice affects taxes or investors, talk to an accountant or attorney first.',
      ],
    },
  ],
  faq: [
    {
      question: 'What does the state charge to form an LLC?',
      answer:
        'It depends on the state — from about $35 to $500 according to the dataset we use. The table on this page lists each state’s fee. It is charged at cost as a separate line, apart from our service fee.',
    },
    {
      question: 'How long does it take to form an LLC?',
      answer:
        'We typically prepare and submit your filing within 1–2 business days after you complete the questionnaire. After that, timing depends on the state: some approve online filings quickly, others take longer, and processing times change with volume. Your account shows each step.',
    },
    {
      question: 'Do I need a registered agent?',
      answer:
        'Yes. Every LLC must appoint and keep a registered agent with a physical street address in the state of formation (a P.O. box does not qualify). You can be your own agent if you have an address in that state and are available during business hours, or you can use a commercial agent such as our registered agent service.',
    },
    {
      question: 'Do I need an EIN after forming my LLC?',
      answer:
        'Most LLCs with employees or more than one member need an EIN, and banks usually ask for one. The IRS issues EINs for free. You can apply yourself at irs.gov, or add our EIN service if you would like us to handle it.',
    },
    {
      question: 'Do I need to file a beneficial ownership (BOI) report for my new LLC?',
      answer:
        'Under FinCEN’s interim final rule of March 2025, companies formed in the United States are exempt from BOI reporting. The requirement now applies only to companies formed under foreign law that register to do business in a US state. We do not sell BOI filings to US-formed LLCs.',
    },
    {
      question: 'Can you tell me whether an LLC or a corporation is right for me?',
      answer:
        'We can explain the general differences, and our pages do, but we are a filing service, not a law firm, and we cannot give legal or tax advice about your situation. An attorney or accountant can.',
    },
  ],
  related: ['registered-agent', 'ein-registration', 'annual-report', 'corporation', 'dba-filing'],
  hasPackages: true,
};

export default content;
