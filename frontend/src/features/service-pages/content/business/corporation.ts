import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'corporation',
  category: 'business',
  title: 'Incorporate a Business — Corporation Formation Service',
  metaDescription:
    'Incorporate a C corporation in any US state. We prepare and file your articles of incorporation; the state fee is shown apart from our service fee.',
  hero: {
    eyebrow: 'Business formation',
    heading: 'Incorporate your business without guessing at the fees',
    lead: 'For founders who want a corporation — often because they plan to raise money or issue shares. We prepare and file your articles (or certificate) of incorporation with the state and deliver the approved document to your account.',
  },
  whoNeedsIt: [
    'Founders planning to raise investment or grant stock options to employees.',
    'Businesses that want a formal share structure with a board of directors and officers.',
    'Owners whose accountant has recommended a corporation (C corporation, or a corporation that will elect S corporation status with the IRS).',
  ],
  whatsIncluded: [
    'A name availability check against the state’s business records',
    'Preparation of your articles or certificate of incorporation, including authorized shares',
    'Filing with the Secretary of State (or your state’s business filing office)',
    'The approved formation document delivered to your account',
    'A checklist of the first steps after incorporation: bylaws, initial board actions, issuing shares and the state’s ongoing reports',
    'Order tracking in your account',
  ],
  howItWorks: [
    {
      title: 'Tell us about the corporation',
      detail: 'State, name, number of authorized shares, incorporator, directors if your state asks for them, and the registered agent.',
      timeline: 'At your own pace',
    },
    {
      title: 'We prepare the filing',
      detail: 'We check the name, prepare the articles and confirm the details with you before submitting anything.',
      timeline: 'Typically 1–2 business days after your order is complete',
    },
    {
      title: 'We file with the state',
      detail: 'We submit the filing and pay the state fee at cost. Your account shows the submission date.',
      timeline: 'State processing times vary by state, filing method and season',
    },
    {
      title: 'You receive your documents',
      detail:
        'The stamped articles are delivered to your account as soon as the state approves them. If the state asks for a correction, we make it.',
    },
  ],
  governmentFees: [
    {
      label: 'State incorporation filing fee',
      amount: 'Varies by state',
      note: 'Set by each state and, in some states, by the number of authorized shares. It is not part of our package price; we confirm the current amount for your state before filing and pass it through at cost, with no markup.',
    },
    {
      label: 'Ongoing state reports and taxes',
      amount: 'Varies by state',
      note: 'Most states require an annual or biennial report, and some charge franchise taxes. These are separate from the formation fee.',
    },
  ],
  details: [
    {
      heading: 'Corporation or LLC?',
      body: [
        'A corporation has shareholders, a board of directors and officers, and keeps more formal records (bylaws, board minutes, share ledgers). An LLC is simpler to run. Investors who buy equity often expect a corporation.',
        'Taxes differ as well: a C corporation is taxed at the company level, and a corporation can elect S corporation status if it qualifies. Which is right depends on your plans and your tax situation — ask an accountant or attorney. We are a filing service, not a law firm, and cannot advise you on that choice.',
      ],
    },
    {
      heading: 'Authorized shares and fees',
      body: [
        'Your articles state how many shares the corporation may issue. In some states the filing fee or annual tax depends on that number or on the share structure, so the choice can affect what you pay every year. We show you the state’s rule before you file.',
      ],
    },
  ],
  faq: [
    {
      question: 'What does the state charge to incorporate?',
      answer:
        'It varies by state, and in some states it depends on the number of authorized shares. We confirm the current fee for your state before filing. It is passed through at cost and shown apart from our fee.',
    },
    {
      question: 'How long does incorporation take?',
      answer:
        'We typically prepare and submit within 1–2 business days of a complete order. The state’s processing time then varies by state and season; you can follow each step in your account.',
    },
    {
      question: 'Do you prepare bylaws and issue stock certificates?',
      answer:
        'What is included depends on the package you choose; each package lists its contents below. Any documents we provide are standard templates, not legal advice tailored to your company.',
    },
    {
      question: 'Can I form an S corporation with you?',
      answer:
        'An S corporation is a tax election, not a separate type of company. You first form a corporation (or an LLC) with the state, then file an election with the IRS if you qualify. Ask your accountant whether the election suits you.',
    },
    {
      question: 'Do I need a registered agent?',
      answer:
        'Yes. Every corporation must keep a registered agent with a physical street address in its state of incorporation and in each state where it registers as a foreign corporation.',
    },
  ],
  related: ['llc-formation', 'registered-agent', 'ein-registration', 'annual-report', 'articles-amendment'],
  hasPackages: true,
};

export default content;
