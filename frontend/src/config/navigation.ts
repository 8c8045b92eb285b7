/**
 * Header and footer link data. Each menu link has a name and a short description.
 */
export interface NavLink {
  name: string;
  description: string;
  href: string;
}

export interface NavMenu {
  id: 'business' | 'trucking' | 'company';
  label: string;
  /** Business and Company panels are 500 px, Trucking is 800 px with two columns. */
  wide: boolean;
  links: NavLink[];
}

export const BUSINESS_LINKS: NavLink[] = [
  { name: 'LLC Formation', description: 'Form a limited liability company in any state', href: '/business/llc-formation' },
  { name: 'Corporation', description: 'Incorporate a C corp or S corp', href: '/business/corporation' },
  { name: 'DBA Filing', description: 'Register a trade name for your business', href: '/business/dba-filing' },
  { name: 'Nonprofit', description: 'Form a nonprofit corporation', href: '/business/nonprofit' },
  { name: 'Registered Agent', description: 'A reliable address for legal notices', href: '/business/registered-agent' },
  { name: 'Annual Report', description: 'Stay in good standing with your state', href: '/business/annual-report' },
  { name: 'Dissolution', description: 'Close your business the right way', href: '/business/dissolution' },
  { name: 'BOIR', description: 'Beneficial ownership information report', href: '/business/boir' },
  { name: 'Articles Amendment', description: 'Change your name, members or structure', href: '/business/articles-amendment' },
  { name: 'Trademark Registration', description: 'Protect your brand name and logo', href: '/business/trademark-registration' },
  { name: 'Trademark Monitoring', description: 'Catch look-alike filings early', href: '/business/trademark-monitoring' },
  { name: 'Copyright Registration', description: 'Register original creative work', href: '/business/copyright-registration' },
  { name: 'EIN Registration', description: 'Get your federal tax ID number', href: '/business/ein-registration' },
];

export const TRUCKING_LINKS: NavLink[] = [
  { name: 'Trucking Authority Overview', description: 'Every filing a carrier needs, in one place', href: '/trucking-authority' },
  {
    name: 'Interstate Authority Packages',
    description: 'USDOT number and MC operating authority',
    href: '/trucking-authority/interstate-authority-packages',
  },
  { name: 'UCR 2025', description: 'Unified Carrier Registration for 2025', href: '/trucking-authority/ucr-2025' },
  {
    name: 'Broker Authority Package',
    description: 'Freight broker authority and BOC-3',
    href: '/trucking-authority/broker-authority-package',
  },
  { name: 'KYU Number', description: 'Kentucky weight-distance tax license', href: '/trucking-authority/kyu-number' },
  { name: 'BOC-3 Filing', description: 'Designate process agents in every state', href: '/trucking-authority/boc3-filing' },
  { name: 'New York HUT (25th series)', description: 'New York highway use tax certificate', href: '/trucking-authority/new-york-hut25' },
  {
    name: 'New Mexico Weight-Distance 2025',
    description: 'New Mexico weight-distance tax permit',
    href: '/trucking-authority/new-mexico-wd2025',
  },
  { name: 'IRP & IFTA', description: 'Apportioned plates and fuel tax licensing', href: '/trucking-authority/irp-ifta' },
  { name: 'Drug & Alcohol Consortium', description: 'DOT testing program enrollment', href: '/trucking-authority/drug-alcohol-consortium' },
  {
    name: 'Expedited Authority Certification',
    description: 'Faster path to an active authority',
    href: '/trucking-authority/expedited-authority-certification',
  },
  { name: 'Biennial MCS-150 Update', description: 'Keep your USDOT record current', href: '/trucking-authority/biennial-mcs150-update' },
  {
    name: 'Authority Reinstatement',
    description: 'Reactivate a revoked or inactive authority',
    href: '/trucking-authority/authority-reinstatement',
  },
];

export const COMPANY_LINKS: NavLink[] = [
  { name: 'About Us', description: 'Who we are and how we work', href: '/company/about' },
  { name: 'Contact', description: 'Phone, email and business hours', href: '/company/contact' },
  { name: 'Affiliate Program', description: 'Earn commission by referring customers', href: '/company/affiliate' },
  { name: 'Partner Program', description: 'Offer our filings to your clients', href: '/company/partner' },
];

export const NAV_MENUS: NavMenu[] = [
  { id: 'business', label: 'Business', wide: false, links: BUSINESS_LINKS },
  { id: 'trucking', label: 'Trucking Authority', wide: true, links: TRUCKING_LINKS },
  { id: 'company', label: 'Company', wide: false, links: COMPANY_LINKS },
];

export interface FooterLink {
  name: string;
  href: string;
}

export const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Services',
    links: [
      { name: 'Register Your Business', href: '/business/business-formation' },
      { name: 'Run Your Business', href: '/business/business-operations' },
      { name: 'Protect Your Business', href: '/business/business-protection' },
      { name: 'Trucking Authority', href: '/trucking-authority' },
    ],
  },
  {
    title: 'Company',
    links: COMPANY_LINKS.map(({ name, href }) => ({ name, href })),
  },
  {
    title: 'Support',
    links: [
      { name: 'Terms & Conditions', href: '/legal/terms-conditions' },
      { name: 'Privacy Policy', href: '/legal/privacy-policy' },
      { name: 'Refund Policy', href: '/legal/refund-policy' },
    ],
  },
];

/** The two external social profiles, opened in a new tab. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/filebridge' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/filebridge' },
] as const;

/** Reviews badge: fixed count, provider shown as a logo. */
export const REVIEWS_PROVIDER = { name: 'Customer reviews', rating: 'Excellent' } as const;
