import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'ein-registration',
  category: 'business',
  title: 'EIN Registration — Get a Federal Tax ID Number for Your Business',
  metaDescription:
    'An EIN is free from the IRS and you can apply yourself. If you would rather we handle it, we prepare and submit the application for you. No government fee.',
  hero: {
    eyebrow: 'Business formation',
    heading: 'Get your EIN — or apply free yourself, your choice',
    lead: 'For new LLCs, corporations, partnerships, nonprofits and sole proprietors with employees. The IRS issues Employer Identification Numbers for free. If you want us to handle it, we prepare the application with you and obtain the EIN from the IRS on your behalf.',
  },
  whoNeedsIt: [
    'Companies with employees, and most LLCs with more than one member.',
    'Corporations and partnerships of any size.',
    'Businesses opening a bank account — banks usually ask for an EIN.',
    'Owners without a US Social Security number who cannot use the IRS online application.',
  ],
  whatsIncluded: [
    'A questionnaire that gathers everything the IRS application asks for',
    'Preparation and submission of the EIN application to the IRS',
    'Your IRS EIN confirmation letter delivered to your account',
    'For applicants who cannot use the online system, preparation of the fax or mail application and follow-up',
  ],
  howItWorks: [
    {
      title: 'Answer the questionnaire',
      detail: 'Entity type, legal name, address, the responsible party and the reason you are applying.',
      timeline: 'A few minutes',
    },
    {
      title: 'We apply to the IRS',
      detail:
        'We submit the application. The IRS online system is open Monday to Friday, 7 a.m. to 10 p.m. Eastern time, and issues the EIN immediately when the application is accepted.',
      timeline: 'Typically 1 business day after your questionnaire is complete',
    },
    {
      title: 'You receive your EIN',
      detail:
        'The EIN confirmation goes into your account. Applications by fax take about 4 business days and by mail about 4 weeks at the IRS.',
    },
  ],
  governmentFees: [
    {
      label: 'IRS fee',
      amount: '$0 — the IRS charges nothing',
      note: 'You pay only our service fee, and only if you want us to do it for you.',
    },
  ],
  details: [
    {
      heading: 'You can do this yourself for free',
      body: [
        'The IRS does not charge for an EIN, and the online application at irs.gov is open Monday to Friday, 7 a.m. to 10 p.m. Eastern time. Sites that charge for an EIN — including ours — are optional helpers. We say this plainly because many customers do not know it.',
        'People choose our service when they want someone to check the answers, when they do not have a Social Security number or ITIN, or when their business is outside the US and cannot use the online system.',
      ],
    },
    {
      heading: 'IRS rules worth knowing',
      body: [
        'The online application must be completed in one session and times out after 15 minutes of inactivity. The IRS issues one EIN per responsible party per day. The responsible party must be an individual with an SSN, ITIN or EIN, and the business must be located in the United States or a US territory. International applicants apply by phone, fax or mail instead.',
      ],
    },
  ],
  faq: [
    {
      question: 'Does the IRS charge for an EIN?',
      answer:
        'No. An EIN is free from the IRS. Our fee is for preparing and submitting the application for you; you can always apply yourself at irs.gov.',
    },
    {
      question: 'How quickly will I get my EIN?',
      answer:
        'Online applications receive the EIN immediately when accepted, and we typically submit within 1 business day of your completed questionnaire. Fax applications take about 4 business days and mail about 4 weeks at the IRS.',
    },
    {
      question: 'Can I get an EIN without a Social Security number?',
      answer:
        'Yes, but not through the IRS online system, which requires a responsible party with an SSN, ITIN or EIN. International applicants apply by phone, fax or mail; we prepare that application for you.',
    },
    {
      question: 'Does a single-member LLC need an EIN?',
      answer:
        'It depends. A single-member LLC with no employees is often not required to have one, but most banks ask for one to open a business account. Ask your accountant if you are unsure.',
    },
  ],
  related: ['llc-formation', 'corporation', 'nonprofit'],
  hasPackages: true,
};

export default content;
