import type { BUSINESS_OVERVIEW_SLUGS, BUSINESS_SERVICE_SLUGS, TRUCKING_SERVICE_SLUGS } from './site-map';

/** Every page of the catalog: the services, the business overview pages and the trucking landing page. */
export type CatalogSlug =
  | (typeof BUSINESS_SERVICE_SLUGS)[number]
  | (typeof BUSINESS_OVERVIEW_SLUGS)[number]
  | (typeof TRUCKING_SERVICE_SLUGS)[number]
  | 'trucking-authority';

export interface ServiceCopy {
  name: string;
  /** One sentence used in cards and service listings. */
  summary: string;
  /** Very short (at most 60 characters) description for the header menu. */
  menuDescription: string;
}

/**
 * The name and summaries of every catalog page, written once: the catalog seed stores them and the
 * site's menus, home page and service pages show them.
 */
export const SERVICE_COPY: Readonly<Record<CatalogSlug, ServiceCopy>> = {
  'business-formation': {
    name: 'Register Your Business',
    summary: 'Compare LLC, corporation, nonprofit and DBA filings and pick the one that fits your business.',
    menuDescription: 'Compare LLC, corporation, nonprofit and DBA',
  },
  'business-operations': {
    name: 'Run Your Business',
    summary: 'Keep your company in good standing with a registered agent, annual reports, EIN, amendments and dissolution.',
    menuDescription: 'Registered agent, annual reports, EIN and more',
  },
  'business-protection': {
    name: 'Protect Your Business',
    summary: 'Protect your brand and work with trademark registration, trademark monitoring and copyright registration.',
    menuDescription: 'Trademark, monitoring and copyright filings',
  },
  'llc-formation': {
    name: 'LLC Formation',
    summary: 'We check your name, prepare and file your articles of organization, and pay the state fee at cost.',
    menuDescription: 'Form your LLC in any state',
  },
  corporation: {
    name: 'Corporation Formation',
    summary: 'We check your name, prepare and file your articles of incorporation, and pay the state fee at cost.',
    menuDescription: 'Incorporate your business in any state',
  },
  nonprofit: {
    name: 'Nonprofit Formation',
    summary: 'We prepare and file your nonprofit articles of incorporation with the state and pay the state fee at cost.',
    menuDescription: 'Incorporate your nonprofit organization',
  },
  'dba-filing': {
    name: 'DBA Filing',
    summary: 'We file your DBA (assumed, fictitious or trade name) with the right state or county office.',
    menuDescription: 'Register an assumed or trade name',
  },
  'registered-agent': {
    name: 'Registered Agent',
    summary: 'A registered agent with a physical street address in your state to receive legal papers and state notices.',
    menuDescription: 'Receive legal and state mail for your company',
  },
  'annual-report': {
    name: 'Annual Report Filing',
    summary: 'We prepare and file your state annual or biennial report on time and pay the state fee at cost.',
    menuDescription: 'File your state annual or biennial report',
  },
  'articles-amendment': {
    name: 'Articles of Amendment',
    summary: 'We prepare and file an amendment to change your company’s name, address, management or purpose on record.',
    menuDescription: 'Change your name, address or management',
  },
  dissolution: {
    name: 'Business Dissolution',
    summary: 'We prepare and file your articles of dissolution or certificate of cancellation so state fees stop accruing.',
    menuDescription: 'Formally close your LLC or corporation',
  },
  boir: {
    name: 'BOIR Filing',
    summary: 'Beneficial ownership reports for foreign companies registered in a US state; US-formed companies are exempt.',
    menuDescription: 'BOI reports for foreign-registered companies',
  },
  'ein-registration': {
    name: 'EIN Registration',
    summary: 'We apply to the IRS for your Employer Identification Number; you can also get one free from the IRS yourself.',
    menuDescription: 'Get your federal tax ID number from the IRS',
  },
  'trademark-registration': {
    name: 'Trademark Registration',
    summary: 'We search for conflicting marks and prepare and file your USPTO trademark application in your name.',
    menuDescription: 'File your trademark with the USPTO',
  },
  'trademark-monitoring': {
    name: 'Trademark Monitoring',
    summary: 'We watch new USPTO applications and the weekly Official Gazette for marks that could conflict with yours.',
    menuDescription: 'Get alerts about confusingly similar marks',
  },
  'copyright-registration': {
    name: 'Copyright Registration',
    summary: 'We prepare and file your electronic copyright application with the US Copyright Office.',
    menuDescription: 'Register your work with the Copyright Office',
  },
  'trucking-authority': {
    name: 'Trucking Authority',
    summary: 'Every filing a carrier or broker needs to get on the road and stay compliant, from MC authority to UCR 2025.',
    menuDescription: 'All trucking authority and compliance filings',
  },
  'interstate-authority-packages': {
    name: 'Interstate Authority Packages',
    summary: 'We file your USDOT number and MC operating authority with FMCSA and pay the $300 FMCSA fee at cost.',
    menuDescription: 'USDOT number and MC authority for carriers',
  },
  'broker-authority-package': {
    name: 'Broker Authority Package',
    summary: 'We file your property broker authority with FMCSA and pay the $300 FMCSA fee at cost.',
    menuDescription: 'Freight broker MC authority and BOC-3',
  },
  'expedited-authority-certification': {
    name: 'Expedited Authority Certification',
    summary: 'We file your MC authority, BOC-3 and insurance paperwork the same business day and in parallel.',
    menuDescription: 'Fast-track paperwork for your MC authority',
  },
  'authority-reinstatement': {
    name: 'Authority Reinstatement',
    summary: 'We find why your authority was revoked, fix the filings first, then request reinstatement from FMCSA.',
    menuDescription: 'Reactivate a revoked MC authority',
  },
  'boc3-filing': {
    name: 'BOC-3 Filing',
    summary: 'Blanket process-agent designation for every state, filed with FMCSA once, with no yearly renewal charge.',
    menuDescription: 'Process agents in every state, one filing',
  },
  'ucr-2025': {
    name: 'UCR 2025 Registration',
    summary: 'We file your Unified Carrier Registration for 2025 and pay the UCR fee for your fleet size at cost.',
    menuDescription: 'Unified Carrier Registration for 2025',
  },
  'biennial-mcs150-update': {
    name: 'Biennial MCS-150 Update',
    summary: 'We file your required MCS-150 update with FMCSA; FMCSA charges nothing, and you can file it yourself.',
    menuDescription: 'Keep your USDOT number active',
  },
  'kyu-number': {
    name: 'Kentucky KYU Number',
    summary: 'We register you for Kentucky weight-distance tax (KYU) and can file your quarterly returns.',
    menuDescription: 'Kentucky weight-distance tax license',
  },
  'new-york-hut25': {
    name: 'New York HUT (25th Series)',
    summary: 'We register your trucks for New York Highway Use Tax and order your HUT decals for the current series.',
    menuDescription: 'NY Highway Use Tax certificate and decals',
  },
  'new-mexico-wd2025': {
    name: 'New Mexico Weight-Distance Permit 2025',
    summary: 'We get your New Mexico weight-distance tax permit for 2025 and can file your quarterly returns.',
    menuDescription: 'NM weight-distance tax permit for 2025',
  },
  'irp-ifta': {
    name: 'IRP & IFTA',
    summary: 'We set up your apportioned IRP plates and IFTA fuel-tax license with your base state and can file your returns.',
    menuDescription: 'Apportioned plates and fuel-tax license',
  },
  'drug-alcohol-consortium': {
    name: 'Drug & Alcohol Consortium',
    summary: 'DOT drug and alcohol testing consortium enrollment for owner-operators and small fleets with CDL drivers.',
    menuDescription: 'DOT random testing pool and Clearinghouse help',
  },
};
