import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'trademark-registration',
  category: 'business',
  title: 'Trademark Registration — USPTO Filing, Fees Shown per Class',
  metaDescription:
    'File a federal trademark application with the USPTO. The $350-per-class USPTO fee and any surcharges are shown apart from our service fee.',
  hero: {
    eyebrow: 'Protect your business',
    heading: 'File your trademark with the USPTO, with the fees spelled out',
    lead: 'For businesses that want to register a brand name, logo or slogan with the United States Patent and Trademark Office. We prepare your application from your answers — owner, mark, goods and services, and classes — and file it with the USPTO.',
  },
  whoNeedsIt: [
    'A business that uses, or plans to use, a name or logo in commerce across state lines and wants nationwide rights.',
    'A company launching a product or brand that it wants to license, sell or defend.',
    'Owners who have a DBA and want protection a DBA does not give.',
  ],
  whatsIncluded: [
    'A search of USPTO records for conflicting marks — identical marks in every package, similar marks and business names in use in the wider packages',
    'Help choosing descriptions of your goods and services from the USPTO’s ID Manual, which avoids the free-form surcharge',
    'Preparation and electronic filing of your application',
    'Your filing receipt and serial number in your account',
    'Notice when the USPTO issues an action on your application, so no deadline is missed',
  ],
  howItWorks: [
    {
      title: 'Describe your mark',
      detail: 'The mark, the owner, what you sell under it and whether you already use it in commerce.',
      timeline: 'At your own pace',
    },
    {
      title: 'We search and prepare',
      detail:
        'We search the register, choose ID Manual descriptions with you and confirm the number of classes — and so the USPTO fee — before filing.',
      timeline: 'Typically 2–3 business days after your order is complete',
    },
    {
      title: 'We file with the USPTO',
      detail: 'You receive the serial number and filing receipt in your account.',
      timeline: 'Typically 1 business day after you approve the application',
    },
    {
      title: 'The USPTO examines the application',
      detail:
        'An examining attorney reviews it, which takes many months; the USPTO publishes its current processing times. If the USPTO raises an issue, you will receive an office action with a response deadline. If approved, the mark is published for opposition before registration.',
      timeline: 'Set by the USPTO; not something we can shorten',
    },
  ],
  governmentFees: [
    {
      label: 'USPTO base application fee',
      amount: '$350 per class of goods or services',
      note: 'In effect since January 2025 (January 18 according to most sources). A one-class application using ID Manual wording costs $350 in USPTO fees. Passed through at cost.',
    },
    {
      label: 'Free-form description surcharge',
      amount: '$200 per class',
      note: 'Charged if you describe your goods or services in your own words instead of choosing ID Manual entries; a further $200 per class for each additional 1,000 characters over the first 1,000.',
    },
    {
      label: 'Insufficient information surcharge',
      amount: '$100 per class',
      note: 'Charged when required items are missing from the application. Our review is designed to avoid it.',
    },
  ],
  details: [
    {
      heading: 'What our service is — and is not',
      body: [
        'We are a filing service, not a law firm. Our search is a screen of the USPTO register, not a legal opinion on whether your mark can be registered or whether using it could infringe someone else’s rights. The USPTO can refuse marks that are descriptive, generic or confusingly similar to an existing mark, and a search cannot rule that out.',
        'If your mark is valuable to your business, or if the USPTO issues a substantive refusal, consider a trademark attorney. An applicant domiciled outside the United States must be represented by a US-licensed attorney before the USPTO.',
      ],
    },
    {
      heading: 'How the 2025 fee change affects you',
      body: [
        'In January 2025 the USPTO retired the old TEAS Plus and TEAS Standard options in favour of a single $350-per-class base fee with surcharges for incomplete applications and free-form descriptions. Choosing descriptions from the ID Manual is the simplest way to keep the fee at $350 per class.',
      ],
    },
  ],
  faq: [
    {
      question: 'How much does the USPTO charge?',
      answer:
        '$350 per class of goods or services, plus surcharges of $100 per class if required information is missing and $200 per class if you use free-form descriptions instead of ID Manual wording. These are government fees, separate from our service fee.',
    },
    {
      question: 'How many classes do I need?',
      answer:
        'One for each class of goods or services you sell under the mark. Many small businesses need one or two. We help you choose the descriptions; the USPTO fee is $350 for each class you file in.',
    },
    {
      question: 'How long does registration take?',
      answer:
        'We typically file within a few business days. USPTO examination then takes many months, and the USPTO publishes current pendency figures. Approved marks are published for opposition before they register.',
    },
    {
      question: 'Is a DBA or an LLC name the same as a trademark?',
      answer:
        'No. A DBA or company name filing is a state record of who uses a name; it generally gives no exclusive right. A federal trademark registration gives nationwide rights in the mark for the goods and services listed.',
    },
    {
      question: 'Can you guarantee my trademark will be approved?',
      answer:
        'No one can. The USPTO decides. We prepare a complete, accurate application and tell you about any conflicting marks our search finds, but we cannot give a legal opinion on registrability.',
    },
  ],
  related: ['trademark-monitoring', 'copyright-registration', 'dba-filing'],
  hasPackages: true,
};

export default content;
