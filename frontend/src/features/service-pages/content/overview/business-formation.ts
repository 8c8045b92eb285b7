import { SERVICE_COPY } from '@filebridge/contracts';
import type { OverviewPageContent } from '../types';

const content: OverviewPageContent = {
  slug: 'business-formation',
  title: 'Register Your Business: LLC, Corporation, Nonprofit or DBA',
  metaDescription:
    'Compare ways to register a US business: LLC, corporation, nonprofit and DBA. See who each fits, what we file, and how state fees are shown apart from ours.',
  hero: {
    eyebrow: 'Register your business',
    heading: 'Choose how to register your business',
    lead: 'An LLC, a corporation, a nonprofit or a simple DBA — each is a different filing with different ongoing duties. Here is a plain comparison of who each one suits and what we file for you. Government fees are always shown apart from our fee.',
  },
  groups: [
    {
      slug: 'llc-formation',
      name: SERVICE_COPY['llc-formation'].name,
      summary: 'A limited liability company: simple to run, pass-through taxation by default, liability separation for the owners.',
      bestFor: 'Most small businesses, solo founders and family businesses',
    },
    {
      slug: 'corporation',
      name: SERVICE_COPY['corporation'].name,
      summary: 'A corporation with shareholders, a board and officers; the usual choice for companies that plan to sell equity.',
      bestFor: 'Founders raising investment or issuing stock',
    },
    {
      slug: 'nonprofit',
      name: SERVICE_COPY['nonprofit'].name,
      summary: 'A nonprofit corporation under state law. Federal tax exemption is a separate IRS application.',
      bestFor: 'Charities, associations and community groups',
    },
    {
      slug: 'dba-filing',
      name: SERVICE_COPY['dba-filing'].name,
      summary: 'An assumed, fictitious or trade name. It does not create a company and usually gives no exclusive right to the name.',
      bestFor: 'Trading under a brand name without forming a new entity',
    },
    {
      slug: 'ein-registration',
      name: SERVICE_COPY['ein-registration'].name,
      summary:
        'A federal tax ID from the IRS, needed for employees, most multi-member companies and most bank accounts. Free from the IRS.',
      bestFor: 'Every new company that will hire or open a bank account',
    },
  ],
  comparisonNote:
    'We are a filing service, not a law firm: we explain the general differences but cannot tell you which structure is right for your taxes or investors. For that, talk to an accountant or attorney. State filing fees vary by state and are always passed through at cost.',
  faq: [
    {
      question: 'Should I form an LLC or a corporation?',
      answer:
        'Many small businesses choose an LLC for its simplicity; companies that plan to raise investment often choose a corporation. The right answer depends on your taxes and plans, so ask an accountant or attorney — we do not give legal or tax advice.',
    },
    {
      question: 'Is a DBA the same as forming a company?',
      answer: 'No. A DBA registers a trade name. It does not create a separate legal entity or protect your personal assets.',
    },
    {
      question: 'What will the state charge?',
      answer:
        'It depends on the state and the type of filing. LLC filing fees run from about $35 to $500. We show the state fee separately from our fee on every page and at checkout.',
    },
    {
      question: 'Do I need a registered agent?',
      answer:
        'Every LLC, corporation and nonprofit corporation needs one, with a physical address in the state. A sole proprietor filing a DBA does not.',
    },
  ],
};

export default content;
