import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'dissolution',
  category: 'business',
  title: 'Dissolve an LLC or Corporation — Articles of Dissolution Filing',
  metaDescription:
    'Close your LLC or corporation properly. We file the articles of dissolution or certificate of cancellation so state fees stop accruing; state fees shown apart.',
  hero: {
    eyebrow: 'Run your business',
    heading: 'Close your company properly, so the fees stop',
    lead: 'For owners winding down an LLC or corporation. We prepare and file the closing document your state uses — articles of dissolution, a certificate of cancellation or articles of termination — and deliver the state’s confirmation.',
  },
  whoNeedsIt: [
    'Owners who have stopped doing business and want to end the company’s state obligations.',
    'Companies that formed an entity they never used.',
    'Businesses restructuring into a different entity.',
  ],
  whatsIncluded: [
    'A checklist of what your state expects before dissolution: member approval, current reports and, in many states, tax clearance',
    'Preparation of the dissolution or cancellation document for your state',
    'Filing with the Secretary of State and payment of the state fee at cost',
    'The state’s confirmation of dissolution delivered to your account',
    'A reminder list of accounts to close afterwards (registered agent, licences, EIN business account)',
  ],
  howItWorks: [
    {
      title: 'Approve the dissolution',
      detail:
        'The members (or shareholders and directors) approve the dissolution under your operating agreement, bylaws or state law. We give you a checklist.',
    },
    {
      title: 'Bring the company into good standing',
      detail:
        'Overdue reports and fees usually have to be paid first, and many states require a tax clearance from the revenue department. We tell you what your state requires.',
      timeline: 'Tax clearance times vary by state',
    },
    {
      title: 'We file the closing document',
      detail: 'We prepare and file the document and pay the state fee at cost.',
      timeline: 'Typically 1–2 business days after everything is ready; state processing times vary',
    },
    {
      title: 'You receive the confirmation',
      detail: 'The state’s confirmation goes into your account. Keep your company records for about 6–7 years.',
    },
  ],
  governmentFees: [
    {
      label: 'State dissolution filing fee',
      amount: 'Varies by state',
      note: 'Examples: New Jersey charges $100 by statute. Third-party sources list Alaska at about $25, Arizona about $35 and Arkansas about $45 online; confirm with the state. We pass the current fee through at cost.',
      estimate: true,
    },
    {
      label: 'Overdue reports, taxes and clearance',
      amount: 'Varies by state',
      note: 'Any unpaid report fees, taxes or late fees are owed to the state before it accepts the dissolution.',
    },
  ],
  details: [
    {
      heading: 'Why a formal dissolution matters',
      body: [
        'An LLC or corporation that is simply abandoned keeps owing annual report fees and state taxes, and penalties can build up. Filing the closing document ends those obligations going forward.',
        'The name of the document varies: articles of dissolution, certificate of cancellation, or, in Arizona, articles of termination. Some states require two steps — a statement of intent to dissolve followed by a final filing.',
      ],
    },
    {
      heading: 'What we do not do',
      body: [
        'Winding up a company can involve paying creditors, distributing assets, filing final tax returns and closing payroll accounts. Those steps are outside this filing service. We are not a law firm or an accounting firm; for them, talk to your attorney or accountant.',
      ],
    },
  ],
  faq: [
    {
      question: 'What happens if I just stop using my LLC?',
      answer:
        'The state still expects its annual reports and fees, and state taxes can keep accruing. Eventually the state may dissolve the company administratively, but the unpaid amounts can remain. A formal dissolution avoids that.',
    },
    {
      question: 'Do I need tax clearance?',
      answer:
        'In many states, yes: the revenue department must confirm that the company’s taxes are paid before the dissolution is accepted. We tell you whether your state requires it.',
    },
    {
      question: 'How much does the state charge?',
      answer:
        'It varies; New Jersey, for example, charges $100. We confirm the current fee and pass it through at cost, apart from our fee.',
    },
    {
      question: 'How long should I keep the company’s records?',
      answer: 'A common guideline is about 6–7 years after dissolution. Your accountant can tell you what applies to you.',
    },
  ],
  related: ['annual-report', 'articles-amendment', 'registered-agent'],
  hasPackages: true,
};

export default content;
