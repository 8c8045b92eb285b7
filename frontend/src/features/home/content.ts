/**
 * Home page copy. Plain, accurate statements only: no figures beyond the brand's counters,
 * no promises about government processing times.
 */
import { SERVICE_COPY } from '@filebridge/contracts';
import { AFFILIATE_COMMISSION_MAX_PERCENT } from '@filebridge/contracts';

export type IconName =
  | 'building'
  | 'briefcase'
  | 'heart'
  | 'tag'
  | 'shield'
  | 'calendar'
  | 'id'
  | 'users'
  | 'trademark'
  | 'file'
  | 'clipboard'
  | 'scale'
  | 'spark'
  | 'truck'
  | 'route'
  | 'clock'
  | 'globe'
  | 'refresh'
  | 'headset'
  | 'list'
  | 'lock';

export interface ServiceCard {
  name: string;
  description: string;
  href: string;
  icon: IconName;
}

export const BUSINESS_SERVICE_CARDS: ServiceCard[] = [
  {
    name: SERVICE_COPY['llc-formation'].name,
    description: 'We prepare and file your articles of organization with the state and send you the approved documents.',
    href: '/business/llc-formation',
    icon: 'building',
  },
  {
    name: SERVICE_COPY['corporation'].name,
    description: 'Incorporate as a C corporation, or file to be taxed as an S corporation, with the articles filed for you.',
    href: '/business/corporation',
    icon: 'briefcase',
  },
  {
    name: SERVICE_COPY['nonprofit'].name,
    description: 'Form a nonprofit corporation in your state, the first step before applying for federal tax exemption.',
    href: '/business/nonprofit',
    icon: 'heart',
  },
  {
    name: SERVICE_COPY['dba-filing'].name,
    description: 'Trade under a name other than your legal one by registering a DBA (assumed or fictitious business name).',
    href: '/business/dba-filing',
    icon: 'tag',
  },
  {
    name: SERVICE_COPY['registered-agent'].name,
    description: 'A registered agent with a physical address in your state receives legal notices and official mail for you.',
    href: '/business/registered-agent',
    icon: 'shield',
  },
  {
    name: SERVICE_COPY['annual-report'].name,
    description: 'Most states require a yearly or biennial report. We file it for you so your company stays in good standing.',
    href: '/business/annual-report',
    icon: 'calendar',
  },
  {
    name: SERVICE_COPY['ein-registration'].name,
    description: 'Get the federal Employer Identification Number you need to hire, open a business bank account and file taxes.',
    href: '/business/ein-registration',
    icon: 'id',
  },
  {
    name: SERVICE_COPY['boir'].name,
    description: 'Prepare and submit a beneficial ownership information report to FinCEN if your company is required to file one.',
    href: '/business/boir',
    icon: 'users',
  },
  {
    name: SERVICE_COPY['trademark-registration'].name,
    description: 'File a federal trademark application with the USPTO to protect your business name, logo or slogan.',
    href: '/business/trademark-registration',
    icon: 'trademark',
  },
  {
    name: SERVICE_COPY['trademark-monitoring'].name,
    description: 'We watch new trademark filings and alert you to marks that could conflict with yours.',
    href: '/business/trademark-monitoring',
    icon: 'spark',
  },
  {
    name: SERVICE_COPY['copyright-registration'].name,
    description: 'Register original work such as writing, artwork, music or software with the U.S. Copyright Office.',
    href: '/business/copyright-registration',
    icon: 'file',
  },
  {
    name: SERVICE_COPY['articles-amendment'].name,
    description: 'Change your company name, address, management or other details on file with the state.',
    href: '/business/articles-amendment',
    icon: 'clipboard',
  },
  {
    name: SERVICE_COPY['dissolution'].name,
    description: 'Formally close your LLC or corporation with the state so reports and fees stop piling up.',
    href: '/business/dissolution',
    icon: 'scale',
  },
];

export const TRUCKING_SERVICE_CARDS: ServiceCard[] = [
  {
    name: SERVICE_COPY['interstate-authority-packages'].name,
    description: 'USDOT number, MC operating authority and the filings that go with them, for carriers hauling across state lines.',
    href: '/trucking-authority/interstate-authority-packages',
    icon: 'truck',
  },
  {
    name: SERVICE_COPY['ucr-2025'].name,
    description: 'Unified Carrier Registration for 2025, required every year for most interstate carriers, brokers and forwarders.',
    href: '/trucking-authority/ucr-2025',
    icon: 'calendar',
  },
  {
    name: SERVICE_COPY['broker-authority-package'].name,
    description: 'Freight broker operating authority from the FMCSA, together with the BOC-3 process agent filing.',
    href: '/trucking-authority/broker-authority-package',
    icon: 'briefcase',
  },
  {
    name: SERVICE_COPY['boc3-filing'].name,
    description: 'Designation of process agents in every state, which the FMCSA requires before your authority can become active.',
    href: '/trucking-authority/boc3-filing',
    icon: 'file',
  },
  {
    name: SERVICE_COPY['kyu-number'].name,
    description: 'Kentucky weight-distance tax license for trucks with a combined licensed weight over 59,999 lbs.',
    href: '/trucking-authority/kyu-number',
    icon: 'route',
  },
  {
    name: SERVICE_COPY['new-york-hut25'].name,
    description: 'New York highway use tax registration and certificate for trucks over 18,000 lbs. operating in the state.',
    href: '/trucking-authority/new-york-hut25',
    icon: 'route',
  },
  {
    name: SERVICE_COPY['new-mexico-wd2025'].name,
    description: 'New Mexico weight-distance tax permit for vehicles over 26,000 lbs. declared gross weight.',
    href: '/trucking-authority/new-mexico-wd2025',
    icon: 'route',
  },
  {
    name: SERVICE_COPY['irp-ifta'].name,
    description: 'Apportioned plates and fuel-tax licensing so you can run in several states and Canadian provinces.',
    href: '/trucking-authority/irp-ifta',
    icon: 'globe',
  },
  {
    name: SERVICE_COPY['drug-alcohol-consortium'].name,
    description: 'Enrollment in a DOT drug and alcohol testing program for CDL drivers, including owner-operators.',
    href: '/trucking-authority/drug-alcohol-consortium',
    icon: 'shield',
  },
  {
    name: SERVICE_COPY['expedited-authority-certification'].name,
    description: 'We prioritise your authority filings and follow them closely with the agency to shorten the wait.',
    href: '/trucking-authority/expedited-authority-certification',
    icon: 'clock',
  },
  {
    name: SERVICE_COPY['biennial-mcs150-update'].name,
    description: 'Update your USDOT registration every two years, as the FMCSA requires, to avoid deactivation.',
    href: '/trucking-authority/biennial-mcs150-update',
    icon: 'refresh',
  },
  {
    name: SERVICE_COPY['authority-reinstatement'].name,
    description: 'Reactivate a revoked or inactive operating authority by completing the filings that are missing.',
    href: '/trucking-authority/authority-reinstatement',
    icon: 'clipboard',
  },
];

export interface FeatureBlock {
  id: 'setup' | 'brand' | 'drive';
  eyebrow: string;
  title: string;
  body: string;
  points: string[];
  cta: { label: string; href: string };
  icons: IconName[];
}

export const FEATURE_BLOCKS: FeatureBlock[] = [
  {
    id: 'setup',
    eyebrow: 'Set up',
    title: 'Set up your business the right way',
    body: 'LLC or corporation, which state, who acts as registered agent: we explain each choice in plain English, prepare the paperwork and file it with the state for you.',
    points: [
      'LLC, corporation and nonprofit formation',
      'EIN registration with the IRS',
      'Registered agent service in your state',
      'DBA filing when you trade under another name',
    ],
    cta: { label: 'Register your business', href: '/business/business-formation' },
    icons: ['building', 'id', 'shield'],
  },
  {
    id: 'brand',
    eyebrow: 'Brand',
    title: 'Protect the brand you are building',
    body: 'Your name, logo and original work are worth protecting. We file trademark and copyright applications and keep watch for look-alike marks after you register.',
    points: [
      'Federal trademark applications with the USPTO',
      'Trademark monitoring with conflict alerts',
      'Copyright registration for original work',
      'Guidance on goods and services classes',
    ],
    cta: { label: 'Protect your business', href: '/business/business-protection' },
    icons: ['trademark', 'spark', 'file'],
  },
  {
    id: 'drive',
    eyebrow: 'Drive',
    title: 'Keep your business moving',
    body: 'Once you are up and running, the state still expects reports, updates and, one day perhaps, a clean close. We handle the filings that keep you in good standing.',
    points: [
      'Annual and biennial reports',
      'Amendments to your articles',
      'Beneficial ownership (BOI) reports',
      'Dissolution when it is time to close',
    ],
    cta: { label: 'Run your business', href: '/business/business-operations' },
    icons: ['calendar', 'clipboard', 'scale'],
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
  service: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I had my LLC approved without having to figure out the state website myself. The checklist made it clear exactly what they needed from me.',
    name: 'Danielle R.',
    detail: 'Bakery owner, Ohio',
    service: SERVICE_COPY['llc-formation'].name,
  },
  {
    quote:
      'Getting my MC number and BOC-3 sorted was the part I dreaded. They explained each filing and kept me posted until my authority was active.',
    name: 'Marcus T.',
    detail: 'Owner-operator, Texas',
    service: 'Interstate Authority',
  },
  {
    quote: 'The price I saw was the price I paid, with the state fee listed on its own line. No surprise add-ons at the end.',
    name: 'Priya S.',
    detail: 'Consultant, New Jersey',
    service: SERVICE_COPY['llc-formation'].name,
  },
  {
    quote: 'They filed our UCR and reminded me about the MCS-150 update I had completely forgotten about.',
    name: 'Luis M.',
    detail: 'Fleet manager, Arizona',
    service: 'UCR 2025',
  },
  {
    quote: 'I called with questions about trademark classes and got a real person who knew the answer, not a chatbot.',
    name: 'Karen W.',
    detail: 'Online shop owner, Oregon',
    service: 'Trademark Registration',
  },
  {
    quote: 'Our nonprofit’s articles were done right the first time, which mattered because we had a grant deadline coming up.',
    name: 'James O.',
    detail: 'Community nonprofit, Georgia',
    service: 'Nonprofit Formation',
  },
];

export const HOME_FAQ = [
  {
    question: 'How long does it take to form an LLC?',
    answer:
      'It depends on the state. Some approve filings within a few business days, others take several weeks. We submit your filing once we have your details, tell you the current processing time for your state, and offer expedited processing where the state allows it.',
  },
  {
    question: 'What does the package price include?',
    answer:
      'The package price is our fee for preparing and filing your documents. State and federal filing fees vary; they appear as separate lines at checkout and are passed through at cost, so you can see exactly what goes to the government.',
  },
  {
    question: 'Do I need a registered agent?',
    answer:
      'Yes. Every LLC and corporation must name a registered agent with a physical address in its state of registration. You can act as your own agent, or use our registered agent service if you want to keep your address private or are not always available during business hours.',
  },
  {
    question: 'Which filings do I need to haul freight across state lines?',
    answer:
      'Most for-hire interstate carriers need a USDOT number, MC operating authority, a BOC-3 process agent filing, proof of insurance and a yearly UCR registration. Depending on your routes and weights you may also need IRP plates, an IFTA license and state permits such as New York HUT, Kentucky KYU or New Mexico weight-distance.',
  },
  {
    question: 'Is Filebridge a law firm?',
    answer:
      'No. Filebridge is a filing service: we prepare and submit documents based on the information you give us and explain the process in plain language, but we do not give legal or tax advice. For advice about your situation, talk to an attorney or accountant.',
  },
] as const;

export const WHY_POINTS = [
  { title: 'Upfront pricing', body: 'Our fee and any government fees are listed separately before you pay.', icon: 'tag' },
  { title: 'Real people to call', body: 'Questions about a filing? Our team answers the phone.', icon: 'headset' },
  { title: 'Every step tracked', body: 'Follow your order’s progress from your account.', icon: 'list' },
  { title: 'Secure checkout', body: 'Card payments are processed by Stripe; we never store your card number.', icon: 'lock' },
] as const;

export const COUNTER_LABELS = ['Customer reviews', 'Active clients', 'Serving customers since'] as const;

export const PROGRAMS = [
  {
    id: 'partner',
    label: 'Partner Program',
    title: 'Offer filings to your clients',
    body: 'For accountants, attorneys, insurance agents and trucking consultants whose clients need a company formed, a trademark filed or an authority kept active. You keep the client relationship; we handle the paperwork.',
    points: [
      'Refer clients or order filings on their behalf',
      'Clear prices you can quote with confidence',
      'One team for business and trucking filings',
    ],
    cta: { label: 'Apply for Partnership', href: '/company/partner' },
  },
  {
    id: 'affiliate',
    label: 'Affiliate Program',
    title: 'Earn when you refer customers',
    body: `Share Filebridge with your audience and earn a commission of up to ${AFFILIATE_COMMISSION_MAX_PERCENT}% on the orders of customers you refer, with payouts every month.`,
    points: [
      `Commission of up to ${AFFILIATE_COMMISSION_MAX_PERCENT}% on referred orders`,
      'Monthly payouts',
      'Links for both business and trucking services',
    ],
    cta: { label: 'Join Affiliate Program', href: '/company/affiliate' },
  },
] as const;
