import {
  BUSINESS_OVERVIEW_SLUGS,
  BUSINESS_SERVICE_SLUGS,
  SERVICE_COPY,
  TRUCKING_SERVICE_SLUGS,
  type CatalogSlug,
} from '@filebridge/contracts';

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

/** A menu link to a catalog page: its name and menu description are the catalog's own. */
const serviceLink = (slug: CatalogSlug, href: string): NavLink => ({
  name: SERVICE_COPY[slug].name,
  description: SERVICE_COPY[slug].menuDescription,
  href,
});

export const BUSINESS_LINKS: NavLink[] = BUSINESS_SERVICE_SLUGS.map((slug) => serviceLink(slug, `/business/${slug}`));

export const TRUCKING_LINKS: NavLink[] = [
  serviceLink('trucking-authority', '/trucking-authority'),
  ...TRUCKING_SERVICE_SLUGS.map((slug) => serviceLink(slug, `/trucking-authority/${slug}`)),
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
      ...BUSINESS_OVERVIEW_SLUGS.map((slug) => ({ name: SERVICE_COPY[slug].name, href: `/business/${slug}` })),
      { name: SERVICE_COPY['trucking-authority'].name, href: '/trucking-authority' },
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
