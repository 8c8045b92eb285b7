import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'nonprofit',
  category: 'business',
  title: 'Nonprofit Corporation Formation — Articles of Incorporation',
  metaDescription:
    'Form a nonprofit corporation in your state. We prepare and file the articles of incorporation; state fees are shown separately and charged at cost.',
  hero: {
    eyebrow: 'Business formation',
    heading: 'Start your nonprofit on a clean legal footing',
    lead: 'For founders of charities, associations, clubs and community groups. We prepare and file your nonprofit articles of incorporation with the state so your organization exists as a legal entity.',
  },
  whoNeedsIt: [
    'Founders of a charity, foundation or community organization who plan to seek tax-exempt status.',
    'Membership associations, clubs and volunteer groups that want to hold property and sign contracts in the organization’s name.',
    'Groups that want liability protection for their directors and volunteers under state law.',
  ],
  whatsIncluded: [
    'A name availability check against the state’s records',
    'Preparation of nonprofit articles of incorporation from your answers',
    'Filing with the Secretary of State and payment of the state fee at cost',
    'The approved articles delivered to your account',
    'A checklist of next steps: bylaws, first board meeting, EIN, state registrations and the federal exemption application',
  ],
  howItWorks: [
    {
      title: 'Describe your organization',
      detail: 'Name, purpose, initial directors, registered agent and principal address.',
      timeline: 'At your own pace',
    },
    {
      title: 'We prepare the articles',
      detail:
        'We prepare the articles and ask you to confirm the purpose and any clauses you want included. If you plan to apply for federal tax exemption, check the IRS’s requirements for the articles with your advisor first.',
      timeline: 'Typically 1–2 business days after your order is complete',
    },
    {
      title: 'We file with the state',
      detail: 'We submit the articles and pay the state fee at cost.',
      timeline: 'State processing times vary by state and season',
    },
    {
      title: 'You receive your documents',
      detail: 'The approved articles go into your account, with the checklist of what comes next.',
    },
  ],
  governmentFees: [
    {
      label: 'State nonprofit filing fee',
      amount: 'Varies by state',
      note: 'Not part of our package price. We confirm your state’s current fee before filing and pass it through at cost, with no markup.',
    },
    {
      label: 'IRS exemption application',
      amount: 'Charged by the IRS',
      note: 'Applying for federal tax-exempt status is a separate filing with its own IRS user fee. It is not part of this service.',
    },
  ],
  details: [
    {
      heading: 'Incorporation and tax exemption are two different steps',
      body: [
        'Filing articles with the state creates the nonprofit corporation. It does not make the organization tax-exempt. Federal exemption — for example under section 501(c)(3) — is a separate application to the IRS, and many states have their own registrations for charities that solicit donations.',
        'Because the wording of your articles can matter for the exemption application, many founders have an attorney or accountant review them. We are a filing service, not a law firm, and we do not give legal or tax advice.',
      ],
    },
  ],
  faq: [
    {
      question: 'Does filing with the state make my organization tax-exempt?',
      answer:
        'No. The state filing creates the corporation. Federal tax exemption requires a separate application to the IRS, and state tax exemptions and charitable-solicitation registrations are separate again.',
    },
    {
      question: 'What does the state charge to form a nonprofit?',
      answer: 'It varies by state. We confirm the current fee before filing and charge it at cost, apart from our service fee.',
    },
    {
      question: 'How long does it take?',
      answer:
        'We typically prepare and submit your articles within 1–2 business days of a complete order. State processing times vary; your account shows each step.',
    },
    {
      question: 'Does a nonprofit need a registered agent and an EIN?',
      answer:
        'It needs a registered agent with a physical address in the state, like any corporation. An EIN is free from the IRS and is needed for a bank account and for the federal exemption application.',
    },
    {
      question: 'Can you file our 501(c)(3) application?',
      answer:
        'This service covers the state incorporation. The federal exemption application involves judgments about your activities and finances; we recommend working with an attorney or accountant on it.',
    },
  ],
  related: ['ein-registration', 'registered-agent', 'annual-report', 'corporation'],
  hasPackages: true,
};

export default content;
