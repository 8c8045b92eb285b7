import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'copyright-registration',
  category: 'business',
  title: 'Copyright Registration — US Copyright Office Filing Service',
  metaDescription:
    'Register a book, song, photo, artwork or software with the US Copyright Office. The Office’s fee ($45 or $65 for most online claims) is shown apart from ours.',
  hero: {
    eyebrow: 'Protect your business',
    heading: 'Register your copyright with the US Copyright Office',
    lead: 'For authors, artists, photographers, musicians and software developers. We prepare your application, choose the right application type, and file it electronically with the US Copyright Office along with your deposit copy.',
  },
  whoNeedsIt: [
    'Creators who want a public record of their ownership of a work.',
    'Businesses that own content, code or designs and may need to enforce their rights.',
    'Anyone who may one day need to sue over infringement of a US work, which generally requires registration first.',
  ],
  whatsIncluded: [
    'Selection of the right application type (Single, Standard or a group option) so you pay the correct Office fee',
    'Preparation of the application from your answers: title, author, claimant, dates and type of work',
    'Electronic filing with the US Copyright Office and upload of your deposit copy',
    'The filing receipt in your account, with status updates by email until the Office decides',
  ],
  howItWorks: [
    {
      title: 'Tell us about the work',
      detail: 'What it is, who created it, who owns it, whether it is published and whether it was made for hire.',
      timeline: 'At your own pace',
    },
    {
      title: 'We prepare the application',
      detail: 'We choose the application type and confirm the Office fee with you before filing.',
      timeline: 'Typically 1–2 business days after your order is complete',
    },
    {
      title: 'We file with the Copyright Office',
      detail: 'We submit the application and deposit and post the confirmation to your account.',
    },
    {
      title: 'The Office examines the claim',
      detail:
        'Examination times are set by the Copyright Office and vary with its workload. When it registers the work, we deliver the certificate.',
      timeline: 'Set by the Copyright Office',
    },
  ],
  governmentFees: [
    {
      label: 'Single Application (online)',
      amount: '$45',
      note: 'One work, by one author who is also the sole claimant, not made for hire. Fee as of our last check.',
      estimate: true,
    },
    {
      label: 'Standard Application (online)',
      amount: '$65',
      note: 'All other basic electronic claims. Fee as of our last check.',
      estimate: true,
    },
    {
      label: 'Group of unpublished works / group of photographs',
      amount: '$85 / $55',
      note: 'Fees as of our last check; confirm on copyright.gov.',
      estimate: true,
    },
    {
      label: 'Paper application',
      amount: '$125',
      note: 'Fee as of our last check. We file electronically, so you will not normally pay this.',
      estimate: true,
    },
  ],
  details: [
    {
      heading: 'About these fees',
      body: [
        'The fees above are the Copyright Office’s electronic filing fees as of our last check. We could not confirm the date the current schedule took effect, so confirm on copyright.gov if the exact amount matters to you; we always pay the Office’s current fee at cost, shown apart from our fee.',
      ],
    },
    {
      heading: 'Registration is not the same as copyright',
      body: [
        'Copyright exists from the moment an original work is fixed in a tangible form. Registration creates a public record and is generally required before you can sue for infringement of a US work. Registering early can also affect the remedies available in court.',
        'We are a filing service, not a law firm, and cannot advise on ownership disputes, works made for hire or infringement. For those, consult an attorney.',
      ],
    },
  ],
  faq: [
    {
      question: 'How much does the Copyright Office charge?',
      answer:
        'As of our last check: $45 for a Single Application, $65 for a Standard Application, $55 for a group of photographs and $85 for a group of unpublished works, all online. These are government fees, separate from our fee.',
    },
    {
      question: 'Which application do I need?',
      answer:
        'The $45 Single Application is only for one work by one author who is also the sole owner, not made for hire. Most other claims use the $65 Standard Application. We choose the right one for you.',
    },
    {
      question: 'Can I register a name, logo or slogan with a copyright?',
      answer:
        'No. Names, titles and short slogans are not protected by copyright. Brand names and logos are protected through trademark registration.',
    },
    {
      question: 'How long does registration take?',
      answer: 'We typically file within 1–2 business days. Examination time is set by the Copyright Office and varies with its workload.',
    },
  ],
  related: ['trademark-registration', 'trademark-monitoring'],
  hasPackages: true,
};

export default content;
