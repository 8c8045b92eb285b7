import { SERVICE_COPY } from '@filebridge/contracts';
import type { OverviewPageContent } from '../types';

const content: OverviewPageContent = {
  slug: 'business-operations',
  title: 'Run Your Business: Registered Agent, Annual Reports and More',
  metaDescription:
    'Keep your company in good standing: registered agent, annual reports, amendments, EIN, BOIR for foreign companies and dissolution, with state fees shown apart.',
  hero: {
    eyebrow: 'Run your business',
    heading: 'Keep your company in good standing',
    lead: 'Forming a company is one filing; keeping it in good standing is a steady stream of them. These are the filings most companies need after formation, what each one is for, and when you need it.',
  },
  groups: [
    {
      slug: 'registered-agent',
      name: SERVICE_COPY['registered-agent'].name,
      summary: 'A physical address in your state to receive lawsuits and official notices. Required for every LLC and corporation.',
      bestFor: 'Every LLC and corporation, in each state where it is registered',
    },
    {
      slug: 'annual-report',
      name: SERVICE_COPY['annual-report'].name,
      summary: 'The annual or biennial report most states require to keep your company’s record current.',
      bestFor: 'Companies in states that require a report — most of them',
    },
    {
      slug: 'articles-amendment',
      name: SERVICE_COPY['articles-amendment'].name,
      summary: 'Changes your company’s name, address, management or purpose on the state record.',
      bestFor: 'Companies whose formation document no longer matches reality',
    },
    {
      slug: 'ein-registration',
      name: SERVICE_COPY['ein-registration'].name,
      summary: 'A federal tax ID from the IRS. Free if you apply yourself; we can do it for you.',
      bestFor: 'Companies hiring, opening bank accounts or without an SSN holder',
    },
    {
      slug: 'boir',
      name: SERVICE_COPY['boir'].name,
      summary: 'FinCEN beneficial ownership reports. Since March 2025, only foreign companies registered in a US state file.',
      bestFor: 'Foreign-formed companies registered to do business in a US state — not US-formed companies',
    },
    {
      slug: 'dissolution',
      name: SERVICE_COPY['dissolution'].name,
      summary: 'Formally closes your LLC or corporation so annual fees and state taxes stop accruing.',
      bestFor: 'Owners winding down a company',
    },
  ],
  comparisonNote:
    'Which of these you need, and when, depends on your state. Due dates and fees vary; we show your state’s rules on each page and always pass state fees through at cost, apart from our fee.',
  faq: [
    {
      question: 'Which filings does a typical LLC need each year?',
      answer:
        'In most states, an annual or biennial report, plus a registered agent kept in place all year. Some states charge an annual tax or licence fee instead of, or as well as, a report fee.',
    },
    {
      question: 'Does my US company need to file a BOI report?',
      answer:
        'Not under FinCEN’s current rule. Since March 26, 2025, companies formed in the US are exempt; only foreign companies registered in a US state file.',
    },
    {
      question: 'What happens if I stop filing and just walk away from my LLC?',
      answer:
        'Fees, taxes and penalties can keep accruing until the state dissolves it. Filing a dissolution ends those obligations going forward.',
    },
    {
      question: 'Do you give legal advice about these filings?',
      answer:
        'No. We are a filing service, not a law firm. We explain the rules in plain language and file accurately; for advice on your situation, consult an attorney or accountant.',
    },
  ],
};

export default content;
