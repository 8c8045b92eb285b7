// The public site's routes as the browser suites check them: the title each must show, and the
// service, company and legal pages with what each carries.
import { BUSINESS_OVERVIEW_SLUGS, BUSINESS_SERVICE_SLUGS, TRUCKING_SERVICE_SLUGS } from '@filebridge/contracts';

export const HOME_TITLE = 'Start & Grow Your Business with Filebridge';

/** Every public route with the title it must show. */
export const ROUTE_TITLES: Record<string, string | RegExp> = {
  '/': HOME_TITLE,
  '/business/llc-formation': 'LLC Formation Service — State Fees Shown Separately | Filebridge',
  '/business/corporation': 'Incorporate a Business — Corporation Formation Service | Filebridge',
  '/business/dba-filing': 'DBA Filing — Register an Assumed or Fictitious Business Name | Filebridge',
  '/business/nonprofit': 'Nonprofit Corporation Formation — Articles of Incorporation | Filebridge',
  '/business/registered-agent': 'Registered Agent Service for LLCs and Corporations | Filebridge',
  '/business/annual-report': 'Annual Report Filing for LLCs and Corporations | Filebridge',
  '/business/dissolution': 'Dissolve an LLC or Corporation — Articles of Dissolution Filing | Filebridge',
  '/business/boir': 'BOIR Filing for Foreign Companies Registered in a US State | Filebridge',
  '/business/articles-amendment': 'Articles of Amendment — Change Your LLC or Corporation Filing | Filebridge',
  '/business/trademark-registration': 'Trademark Registration — USPTO Filing, Fees Shown per Class | Filebridge',
  '/business/trademark-monitoring': 'Trademark Monitoring — Watch New USPTO Filings for Look-Alikes | Filebridge',
  '/business/copyright-registration': 'Copyright Registration — US Copyright Office Filing Service | Filebridge',
  '/business/ein-registration': 'EIN Registration — Get a Federal Tax ID Number for Your Business | Filebridge',
  '/business/business-formation': 'Register Your Business: LLC, Corporation, Nonprofit or DBA | Filebridge',
  '/business/business-operations': 'Run Your Business: Registered Agent, Annual Reports and More | Filebridge',
  '/business/business-protection': 'Protect Your Business: Trademark and Copyright Filings | Filebridge',
  '/trucking-authority': 'Trucking Authority and Compliance: MC, UCR, BOC-3, MCS-150 | Filebridge',
  '/trucking-authority/interstate-authority-packages': 'Interstate MC Authority Packages — USDOT, MC, BOC-3 and UCR | Filebridge',
  '/trucking-authority/ucr-2025': 'UCR 2025 Registration — Fee by Fleet Size, Filed for You | Filebridge',
  '/trucking-authority/broker-authority-package': 'Freight Broker Authority Package — FMCSA Broker License | Filebridge',
  '/trucking-authority/kyu-number': 'KYU Number — Kentucky Weight-Distance Tax Registration | Filebridge',
  '/trucking-authority/boc3-filing': 'BOC-3 Filing — Process Agents in All 50 States and DC | Filebridge',
  '/trucking-authority/new-york-hut25': 'New York HUT Registration and Decals — 25th Series | Filebridge',
  '/trucking-authority/new-mexico-wd2025': 'New Mexico Weight-Distance Tax Permit (2025) | Filebridge',
  '/trucking-authority/irp-ifta': 'IRP Apportioned Plates and IFTA Fuel Tax License | Filebridge',
  '/trucking-authority/drug-alcohol-consortium': 'DOT Drug and Alcohol Consortium Enrollment for CDL Carriers | Filebridge',
  '/trucking-authority/expedited-authority-certification': 'Expedited Authority Filing — What Can and Cannot Be Sped Up | Filebridge',
  '/trucking-authority/biennial-mcs150-update': 'Biennial MCS-150 Update — Due-Date Finder and Filing | Filebridge',
  '/trucking-authority/authority-reinstatement': 'FMCSA Authority Reinstatement — Get Your MC Active Again | Filebridge',
  '/company/about': 'About Us | Filebridge',
  '/company/contact': 'Contact Us | Filebridge',
  '/company/affiliate': 'Affiliate Program | Filebridge',
  '/company/partner': 'Partner Program | Filebridge',
  '/legal/terms-conditions': 'Terms and Conditions | Filebridge',
  '/legal/privacy-policy': 'Privacy Policy | Filebridge',
  '/legal/refund-policy': 'Refund Policy | Filebridge',
  // The auth and admin screens belong to other suites; here they only need to render as themselves.
  '/my/login': /^Log In\b.*Filebridge/,
  '/my/signup': /^Sign Up\b.*Filebridge/,
  '/admin/login': /^Admin Log In\b.*Filebridge/,
};

export type Kind = 'service' | 'overview' | 'landing' | 'company' | 'legal';

export interface PageCase {
  path: string;
  kind: Kind;
  /** Catalog slug whose packages the page sells (purchasable services only). */
  slug?: string;
  /** The page has an FAQ accordion. */
  faq: boolean;
}

export const SITE_PAGES: PageCase[] = [
  ...BUSINESS_SERVICE_SLUGS.map((slug): PageCase => ({ path: `/business/${slug}`, kind: 'service', slug, faq: true })),
  ...BUSINESS_OVERVIEW_SLUGS.map((slug): PageCase => ({ path: `/business/${slug}`, kind: 'overview', faq: true })),
  { path: '/trucking-authority', kind: 'landing', faq: true },
  ...TRUCKING_SERVICE_SLUGS.map((slug): PageCase => ({ path: `/trucking-authority/${slug}`, kind: 'service', slug, faq: true })),
  { path: '/company/about', kind: 'company', faq: false },
  { path: '/company/contact', kind: 'company', faq: false },
  { path: '/company/affiliate', kind: 'company', faq: true },
  { path: '/company/partner', kind: 'company', faq: true },
  { path: '/legal/terms-conditions', kind: 'legal', faq: false },
  { path: '/legal/privacy-policy', kind: 'legal', faq: false },
  { path: '/legal/refund-policy', kind: 'legal', faq: false },
];
