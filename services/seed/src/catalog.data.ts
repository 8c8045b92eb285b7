/**
 * Product catalog seed: the 29 service pages and their packages.
 *
 * Rules this data keeps:
 * - `priceCents` is OUR fee only. Government fees pass through at cost and are computed in
 *   `services/contracts/src/government-fees.ts`; `pricePlus` tells the customer what is extra.
 * - Every government figure quoted here was checked against an official source. Figures not confirmed there are not
 *   quoted as certain (e.g. the FMCSA reinstatement fee reads "about $80").
 * - Benefits are things we do: prepare and file, check, deliver, remind. We are not a law firm;
 *   templates are templates, not legal advice.
 * - Prices that also exist as checkout add-ons (registered agent $249/year, EIN $79) are
 *   the same here, so a customer never pays more for buying the same thing one way or the other.
 * - Overview pages (business-formation, business-operations, business-protection) and the
 *   /trucking-authority landing page carry no packages; they link to the services.
 */

import { SERVICE_COPY, type AddOnKey, type CatalogSlug, type ServiceCopy } from '@filebridge/contracts';

export interface PackageSeed {
  /** Stable key unique within the service, e.g. 'basic', 'standard', 'premium'. */
  key: string;
  title: string;
  /** Our fee in integer cents. */
  priceCents: number;
  /** Suffix text shown after the price; '' when nothing is extra. */
  pricePlus: string;
  /** One or two sentences. */
  description: string;
  /** At most one per service. */
  popular: boolean;
  /** Badge text when popular, else ''. */
  whyPopular: string;
  /** Title of the lower package this one includes ("Everything in Basic, plus:"); '' for the lowest. */
  packageInclude: string;
  /** 4–9 concrete, accurate benefits. */
  benefitList: string[];
  buttonText: string;
  /**
   * Checkout add-ons this package already contains, also through the lower packages it includes:
   * shown ticked and never charged. Its benefit text only describes them.
   */
  includedAddOns: AddOnKey[];
}

/** A catalog page: its name and summaries come from the contracts' SERVICE_COPY, the rest is the seed's. */
export interface ServiceSeed extends ServiceCopy {
  slug: CatalogSlug;
  category: 'business' | 'trucking';
  /**
   * Checkout add-ons sold with this service. Trucking services are not offered a (state)
   * registered agent: it is not the BOC-3 process agent a carrier needs. Overview pages sell nothing.
   */
  offeredAddOns: AddOnKey[];
  /** 1–3 packages; [] only for overview/landing pages. */
  packages: PackageSeed[];
}

/** The "Compare Our Packages" service on the home page. */
export { HOME_SERVICE_SLUG } from '@filebridge/contracts';

/** Pages that only link to other services and sell nothing themselves. */
export const OVERVIEW_SLUGS: readonly string[] = ['business-formation', 'business-operations', 'business-protection', 'trucking-authority'];

const usd = (dollars: number): number => Math.round(dollars * 100);

export const CATALOG: readonly ServiceSeed[] = [
  // ───────────────────────────── Business: overview pages ─────────────────────────────
  {
    slug: 'business-formation',
    ...SERVICE_COPY['business-formation'],
    category: 'business',
    offeredAddOns: [],
    packages: [],
  },
  {
    slug: 'business-operations',
    ...SERVICE_COPY['business-operations'],
    category: 'business',
    offeredAddOns: [],
    packages: [],
  },
  {
    slug: 'business-protection',
    ...SERVICE_COPY['business-protection'],
    category: 'business',
    offeredAddOns: [],
    packages: [],
  },

  // ───────────────────────────── Business: formation ─────────────────────────────
  {
    slug: 'llc-formation',
    ...SERVICE_COPY['llc-formation'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'basic',
        title: 'Basic',
        priceCents: usd(49),
        pricePlus: '+ state fee',
        description:
          'Everything needed to form your LLC: we prepare and file your articles of organization and pass the state fee through at cost, with no markup.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Business name availability check in your state',
          'Articles of organization prepared and filed with the state',
          'State filing fee paid at cost, shown as its own line at checkout',
          'Filed documents delivered to your account dashboard',
          'Order status updates by email at every step',
          'Annual report due-date reminders by email',
          'Name yourself as registered agent, or add ours at checkout ($249/year)',
        ],
        buttonText: 'Start My LLC',
        includedAddOns: [],
      },
      {
        key: 'standard',
        title: 'Standard',
        priceCents: usd(149),
        pricePlus: '+ state fee',
        description:
          'Your LLC plus the paperwork most new owners need next: an EIN from the IRS and templates for your operating agreement and bank account opening.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: 'Basic',
        benefitList: [
          'EIN obtained from the IRS for you and delivered to your dashboard',
          'Operating agreement template you can customize (a template, not legal advice)',
          'Banking resolution template for opening a business bank account',
          'Post-formation checklist: licenses, bank account and tax registrations to look into',
        ],
        buttonText: 'Start My LLC',
        includedAddOns: ['ein'],
      },
      {
        key: 'premium',
        title: 'Premium',
        priceCents: usd(299),
        pricePlus: '+ state fee',
        description:
          'Standard plus a year of our registered agent service and expedited handling, for owners who want everything done in one order.',
        popular: false,
        whyPopular: '',
        packageInclude: 'Standard',
        benefitList: [
          'Registered agent service for the first year, with a physical address in your state',
          'Service of process and state mail scanned to your dashboard with an email alert',
          'Expedited handling: your order goes to the front of our filing queue',
          'Reminder before your registered agent year ends; renewing ($249/year) is your choice',
        ],
        buttonText: 'Start My LLC',
        includedAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
      },
    ],
  },
  {
    slug: 'corporation',
    ...SERVICE_COPY['corporation'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'basic',
        title: 'Basic',
        priceCents: usd(79),
        pricePlus: '+ state fee',
        description: 'We prepare and file your articles of incorporation and pass the state filing fee through at cost.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Corporate name availability check in your state',
          'Articles of incorporation prepared and filed with the state',
          'State filing fee paid at cost, shown as its own line at checkout',
          'Filed documents delivered to your account dashboard',
          'Order status updates by email at every step',
          'Annual report due-date reminders by email',
        ],
        buttonText: 'Start My Corporation',
        includedAddOns: [],
      },
      {
        key: 'standard',
        title: 'Standard',
        priceCents: usd(179),
        pricePlus: '+ state fee',
        description:
          'Your corporation plus an EIN from the IRS and the templates a new corporation uses to organize: bylaws, initial resolutions and stock certificates.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: 'Basic',
        benefitList: [
          'EIN obtained from the IRS for you and delivered to your dashboard',
          'Bylaws template you can customize (a template, not legal advice)',
          'Organizational resolutions template for your first board meeting',
          'Stock certificate template',
          'Post-formation checklist: licenses, bank account and tax registrations to look into',
        ],
        buttonText: 'Start My Corporation',
        includedAddOns: ['ein'],
      },
      {
        key: 'premium',
        title: 'Premium',
        priceCents: usd(329),
        pricePlus: '+ state fee',
        description: 'Standard plus a year of our registered agent service and expedited handling, all in one order.',
        popular: false,
        whyPopular: '',
        packageInclude: 'Standard',
        benefitList: [
          'Registered agent service for the first year, with a physical address in your state',
          'Service of process and state mail scanned to your dashboard with an email alert',
          'Expedited handling: your order goes to the front of our filing queue',
          'Reminder before your registered agent year ends; renewing ($249/year) is your choice',
        ],
        buttonText: 'Start My Corporation',
        includedAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
      },
    ],
  },
  {
    slug: 'nonprofit',
    ...SERVICE_COPY['nonprofit'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'basic',
        title: 'Basic',
        priceCents: usd(99),
        pricePlus: '+ state fee',
        description:
          'We prepare and file your nonprofit articles of incorporation. Applying to the IRS for tax-exempt status is a separate step and is not included.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Organization name availability check in your state',
          'Nonprofit articles of incorporation prepared and filed with the state',
          'State filing fee paid at cost, shown as its own line at checkout',
          'Filed documents delivered to your account dashboard',
          'Order status updates by email at every step',
          'Annual report due-date reminders by email',
        ],
        buttonText: 'Start My Nonprofit',
        includedAddOns: [],
      },
      {
        key: 'standard',
        title: 'Standard',
        priceCents: usd(199),
        pricePlus: '+ state fee',
        description: 'Your nonprofit corporation plus an EIN from the IRS and governance templates your board can adopt.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: 'Basic',
        benefitList: [
          'EIN obtained from the IRS for you and delivered to your dashboard',
          'Nonprofit bylaws template you can customize (a template, not legal advice)',
          'Conflict-of-interest policy template',
          'Initial board resolutions template',
        ],
        buttonText: 'Start My Nonprofit',
        includedAddOns: ['ein'],
      },
    ],
  },
  {
    slug: 'dba-filing',
    ...SERVICE_COPY['dba-filing'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'standard',
        title: 'DBA Filing',
        priceCents: usd(99),
        pricePlus: '+ state or county fee',
        description:
          'We find out where your DBA is filed — state office or county — then prepare and file it for you. A DBA is a notice filing, not a trademark, and in most states it gives no exclusive right to the name.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'We confirm where your DBA is filed: state office, county, or (in KS, NM and SC) no registry at all',
          'Search of the filing office’s records for the name you want',
          'DBA application prepared and filed for your sole proprietorship, LLC or corporation',
          'Filing fee paid at cost to the state or county',
          'We tell you if your state requires newspaper publication (CA, FL, GA, MN, NE and PA do)',
          'Filed certificate delivered to your account dashboard',
          'Renewal reminder before your DBA expires, where your state sets an expiry',
        ],
        buttonText: 'File My DBA',
        includedAddOns: [],
      },
    ],
  },

  // ───────────────────────────── Business: operations ─────────────────────────────
  {
    slug: 'registered-agent',
    ...SERVICE_COPY['registered-agent'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'annual',
        title: 'Registered Agent',
        priceCents: usd(249),
        pricePlus: '/year',
        description:
          'We serve as your registered agent for one year at a physical street address in your state, the same price as the checkout add-on. We remind you before the year ends, and renewing is your choice.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Physical street address in your state (not a P.O. box), available during business hours',
          'Service of process and official state notices accepted for your company',
          'Documents scanned to your dashboard with an email alert the business day we receive them',
          'Annual report due-date reminders by email',
          'For an existing company, we prepare the change-of-agent filing (any state fee is separate)',
          'Available in your formation state and in each state where you register as a foreign entity',
          'Reminder before your year ends; renewing is your choice',
        ],
        buttonText: 'Get a Registered Agent',
        includedAddOns: ['registeredAgent'],
      },
    ],
  },
  {
    slug: 'annual-report',
    ...SERVICE_COPY['annual-report'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'standard',
        title: 'Annual Report Filing',
        priceCents: usd(99),
        pricePlus: '+ state fee',
        description:
          'We confirm your due date and prepare and file your annual or biennial report with the Secretary of State. We do not file tax returns such as the Texas franchise tax report or the California franchise tax.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'We confirm your state’s due date and whether it wants an annual or a biennial report',
          'We tell you if your state has no LLC annual report (AZ, MO, NM, OH and SC) before you pay for one',
          'Report prepared from your company’s current details and filed with the state',
          'State fee paid at cost, shown as its own line at checkout',
          'Filed report and state confirmation delivered to your dashboard',
          'Reminder before your next report is due',
        ],
        buttonText: 'File My Annual Report',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'articles-amendment',
    ...SERVICE_COPY['articles-amendment'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'standard',
        title: 'Amendment Filing',
        priceCents: usd(99),
        pricePlus: '+ state fee',
        description:
          'We prepare and file articles (or a certificate) of amendment with the Secretary of State to update what is in your formation document. Your members or managers approve the change first, under your operating agreement or state law.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Amendment prepared for a name, principal address, management structure or purpose change',
          'Name availability check when you are changing your company name',
          'Amendment filed with the Secretary of State; state fee paid at cost',
          'Approval resolution template for your members or managers',
          'Filed amendment delivered to your dashboard',
          'Checklist of records to update next: IRS, bank, licenses, and BOC-3 and MCS-150 if you run trucks',
        ],
        buttonText: 'File My Amendment',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'dissolution',
    ...SERVICE_COPY['dissolution'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'standard',
        title: 'Dissolution Filing',
        priceCents: usd(149),
        pricePlus: '+ state fee',
        description:
          'We prepare and file the closing document your state uses. An LLC that is abandoned instead of dissolved keeps owing annual fees and taxes.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Check of your company’s standing and any reports or fees still due before filing',
          'Articles of dissolution or certificate of cancellation prepared and filed with the state',
          'State fee paid at cost, shown as its own line at checkout',
          'We tell you whether your state asks for a tax clearance first',
          'Member approval resolution template',
          'Filed documents delivered to your dashboard to keep with your records',
        ],
        buttonText: 'Dissolve My Business',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'boir',
    ...SERVICE_COPY['boir'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'foreign-company',
        title: 'Foreign Company BOIR',
        priceCents: usd(149),
        pricePlus: '',
        description:
          'For companies formed under foreign law and registered to do business in a US state. Under FinCEN’s interim rule of March 2025, companies formed in the US do not file, and we will not file one for them.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Eligibility check first: if your company was formed in the US, we tell you no report is due and cancel the order with a full refund of our fee',
          'Beneficial ownership information report prepared and filed with FinCEN',
          'US-person beneficial owners left out of the report, as the current rule provides',
          'Filed within the 30-calendar-day deadline after notice that your US registration is effective, when you send your details promptly',
          'FinCEN filing confirmation delivered to your dashboard',
          'Email update if FinCEN changes the rule that applies to your company',
        ],
        buttonText: 'Start My BOIR',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'ein-registration',
    ...SERVICE_COPY['ein-registration'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'standard',
        title: 'EIN Registration',
        priceCents: usd(79),
        pricePlus: '',
        description:
          'The IRS issues EINs free of charge, and you can apply yourself on irs.gov. Our fee is for doing it for you, the same price as the checkout add-on.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'EIN application prepared from your company details and completed with the IRS',
          'Online application during IRS hours (Monday–Friday, 7 a.m.–10 p.m. Eastern), where the EIN is issued on completion',
          'For international applicants, who cannot use the online application, we prepare it for fax filing',
          'IRS confirmation letter delivered to your dashboard',
          'Works for LLCs, corporations, nonprofits, partnerships and sole proprietors',
        ],
        buttonText: 'Get My EIN',
        includedAddOns: ['ein'],
      },
    ],
  },

  // ───────────────────────────── Business: protection ─────────────────────────────
  {
    slug: 'trademark-registration',
    ...SERVICE_COPY['trademark-registration'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'basic',
        title: 'Basic',
        priceCents: usd(199),
        pricePlus: '+ USPTO fee ($350 per class)',
        description:
          'We search USPTO records for identical marks, then prepare your application for your review and signature and file it in your name. We are not a law firm and do not give legal opinions on registrability.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Search of USPTO records for identical marks',
          'Goods and services described in Trademark ID Manual wording, which avoids the $200-per-class free-form surcharge',
          'Application prepared for your review and e-signature, then filed with the USPTO',
          'USPTO filing receipt and serial number delivered to your dashboard',
          'Email alerts when the USPTO status of your application changes',
        ],
        buttonText: 'Start My Trademark',
        includedAddOns: [],
      },
      {
        key: 'standard',
        title: 'Standard',
        priceCents: usd(299),
        pricePlus: '+ USPTO fee ($350 per class)',
        description:
          'Basic plus a wider search for similar marks and business names in use, so you can judge the risk before you spend the USPTO fee.',
        popular: true,
        whyPopular: 'Best value',
        packageInclude: 'Basic',
        benefitList: [
          'Expanded search report: similar marks in USPTO records, plus web and business-name results',
          'Help choosing your classes so you pay only for the ones you need',
          'Specimen check: we confirm your sample of use matches the goods or services you list',
          'Deadline reminders for every USPTO response or filing date on your application',
        ],
        buttonText: 'Start My Trademark',
        includedAddOns: [],
      },
      {
        key: 'premium',
        title: 'Premium',
        priceCents: usd(399),
        pricePlus: '+ USPTO fee ($350 per class)',
        description: 'Standard plus one year of trademark monitoring for the mark you file.',
        popular: false,
        whyPopular: '',
        packageInclude: 'Standard',
        benefitList: [
          'One year of trademark monitoring for this mark (normally $149/year)',
          'Weekly check of the USPTO Official Gazette and new applications for similar marks',
          'Email alert with the 30-day opposition window dates when a conflict appears',
          'Reminder before your monitoring year ends; renewing is your choice',
        ],
        buttonText: 'Start My Trademark',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'trademark-monitoring',
    ...SERVICE_COPY['trademark-monitoring'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'single',
        title: 'Single Mark',
        priceCents: usd(149),
        pricePlus: '/year',
        description:
          'A year of monitoring for one mark, so you hear about similar marks while they can still be challenged. Monitoring is a private service; there is no government fee.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Watch for one registered or pending mark',
          'Weekly review of the USPTO Official Gazette (published Tuesdays) and new applications',
          'Email alert for each similar mark, with the 30-day opposition window dates',
          'Alerts and a history of findings kept in your dashboard',
          'Reminder before your monitoring year ends; renewing is your choice',
        ],
        buttonText: 'Start Monitoring',
        includedAddOns: [],
      },
      {
        key: 'multi',
        title: 'Up to 3 Marks',
        priceCents: usd(299),
        pricePlus: '/year',
        description: 'The same watch for up to three marks, for businesses with a name, a logo and a product brand.',
        popular: true,
        whyPopular: 'Best value',
        packageInclude: 'Single Mark',
        benefitList: [
          'Watch for up to three registered or pending marks',
          'Each alert names the mark it may conflict with',
          'One combined weekly summary email',
          'Add or swap a mark during your year at no extra charge, up to three in total',
        ],
        buttonText: 'Start Monitoring',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'copyright-registration',
    ...SERVICE_COPY['copyright-registration'],
    category: 'business',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    packages: [
      {
        key: 'single-work',
        title: 'One Work',
        priceCents: usd(129),
        pricePlus: '+ Copyright Office fee',
        description:
          'We prepare and file an electronic application for one work and pick the right application type, so you pay the lowest Copyright Office fee that applies to you.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: '',
        benefitList: [
          'We choose the application type: Single Application (one work, one author and claimant, not made for hire) or Standard',
          'Electronic application prepared for your review, then filed with the Copyright Office',
          'Help uploading the copy of your work the Office asks for',
          'Copyright Office fee paid at cost',
          'Filing receipt delivered to your dashboard and status updates by email',
        ],
        buttonText: 'Register My Work',
        includedAddOns: [],
      },
      {
        key: 'group',
        title: 'Group of Works',
        priceCents: usd(199),
        pricePlus: '+ Copyright Office fee',
        description:
          'One group registration for works the Copyright Office lets you register together, such as a group of unpublished works or a group of photographs.',
        popular: false,
        whyPopular: '',
        packageInclude: 'One Work',
        benefitList: [
          'We confirm your works qualify for a group registration option',
          'Titles and details of every work in the group organized for the application',
          'Group application prepared for your review, then filed with the Copyright Office',
          'We tell you which group fee applies before you pay it',
        ],
        buttonText: 'Register My Works',
        includedAddOns: [],
      },
    ],
  },

  // ───────────────────────────── Trucking ─────────────────────────────
  {
    slug: 'trucking-authority',
    ...SERVICE_COPY['trucking-authority'],
    category: 'trucking',
    offeredAddOns: [],
    packages: [],
  },
  {
    slug: 'interstate-authority-packages',
    ...SERVICE_COPY['interstate-authority-packages'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'basic',
        title: 'Basic',
        priceCents: usd(149),
        pricePlus: '+ $300 FMCSA fee',
        description:
          'We file your USDOT registration and motor carrier authority application with FMCSA. FMCSA’s 10-day protest period cannot be shortened; authority usually becomes active in about 3–6 weeks once insurance and a BOC-3 are on file.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'USDOT number registration if you do not have one (FMCSA charges nothing for it)',
          'MC operating authority application filed with FMCSA for one authority type',
          '$300 FMCSA application fee paid at cost, shown as its own line at checkout',
          'Guidance through FMCSA’s Motus identity verification, which you complete yourself',
          'MC and USDOT numbers delivered to your dashboard',
          'Reminder of the 20-day deadline for insurance and BOC-3 filings after FMCSA publishes your application',
        ],
        buttonText: 'Get My Authority',
        includedAddOns: [],
      },
      {
        key: 'standard',
        title: 'Standard',
        priceCents: usd(229),
        pricePlus: '+ $300 FMCSA fee',
        description:
          'Basic plus your BOC-3 and follow-through until your authority is active, so the application is not dismissed for missing filings.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: 'Basic',
        benefitList: [
          'BOC-3 filed by a blanket process agent covering all states',
          'Insurance filing coordination: we tell your insurer which form to file (BMC-91 or BMC-91X) and check it posts',
          'Status checks until your authority shows active, with an email the day it does',
          'FMCSA Authority Letter PDF for your factoring company',
          'Your MCS-150 biennial update month and year worked out from your USDOT number',
        ],
        buttonText: 'Get My Authority',
        includedAddOns: [],
      },
      {
        key: 'premium',
        title: 'Premium',
        priceCents: usd(429),
        pricePlus: '+ $300 FMCSA fee',
        description: 'Standard plus a year in our drug and alcohol testing consortium and the setup a new carrier with CDL drivers needs.',
        popular: false,
        whyPopular: '',
        packageInclude: 'Standard',
        benefitList: [
          'One year of DOT drug and alcohol consortium membership (normally $199/year)',
          'Guidance registering as an employer in the FMCSA Drug & Alcohol Clearinghouse',
          'Compliance calendar in your dashboard: MCS-150, UCR and quarterly IFTA dates',
          'Expedited handling: your filings go to the front of our queue',
        ],
        buttonText: 'Get My Authority',
        includedAddOns: ['expeditedProcessing'],
      },
    ],
  },
  {
    slug: 'broker-authority-package',
    ...SERVICE_COPY['broker-authority-package'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'basic',
        title: 'Basic',
        priceCents: usd(199),
        pricePlus: '+ $300 FMCSA fee',
        description:
          'We file your USDOT registration and broker authority application with FMCSA, plus your BOC-3. FMCSA will not issue a broker license until $75,000 of financial security (a BMC-84 bond or BMC-85 trust) is on file; the bond premium is paid to your surety, not to us.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'USDOT number registration if you do not have one',
          'Property broker authority application filed with FMCSA',
          '$300 FMCSA application fee paid at cost, shown as its own line at checkout',
          'BOC-3 filed by a blanket process agent covering all states',
          'MC and USDOT numbers delivered to your dashboard',
          'Reminder of the 20-day deadline for your BMC-84 or BMC-85 filing after FMCSA publishes your application',
        ],
        buttonText: 'Get My Broker Authority',
        includedAddOns: [],
      },
      {
        key: 'standard',
        title: 'Standard',
        priceCents: usd(299),
        pricePlus: '+ $300 FMCSA fee',
        description: 'Basic plus help getting your $75,000 financial security in place and follow-through until your license is active.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: 'Basic',
        benefitList: [
          'Explanation of the BMC-84 surety bond and BMC-85 trust options and what each costs you',
          'We tell your surety or trustee which form to file and check it posts with FMCSA',
          'Status checks until your authority shows active, with an email the day it does',
          'FMCSA Authority Letter PDF',
          'Reminder to register for UCR as a broker (the 0–2 vehicle bracket)',
        ],
        buttonText: 'Get My Broker Authority',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'expedited-authority-certification',
    ...SERVICE_COPY['expedited-authority-certification'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'expedited',
        title: 'Expedited Authority',
        priceCents: usd(299),
        pricePlus: '+ $300 FMCSA fee',
        description:
          'Expedited means we do our part fast: everything is filed in parallel the day your information is complete. FMCSA has no paid expedite option, and no one can shorten its 10-day protest period.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'MC authority application filed the same business day your information is complete',
          '$300 FMCSA application fee paid at cost, shown as its own line at checkout',
          'BOC-3 filed by a blanket process agent the same day',
          'Your insurer told which filing (BMC-91 or BMC-91X) to submit, and followed up until it posts',
          'Daily status checks until your authority shows active, with an email the day it does',
          'FMCSA Authority Letter PDF for your factoring company',
          'Priority phone and email support while your application is open',
        ],
        buttonText: 'Expedite My Authority',
        includedAddOns: ['expeditedProcessing'],
      },
    ],
  },
  {
    slug: 'authority-reinstatement',
    ...SERVICE_COPY['authority-reinstatement'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'standard',
        title: 'Authority Reinstatement',
        priceCents: usd(149),
        pricePlus: '+ FMCSA reinstatement fee (about $80)',
        description:
          'FMCSA needs active insurance, a BOC-3 on file and an active USDOT number before it reinstates authority. We check all three before the reinstatement fee is paid, so you do not pay it for a request that cannot succeed.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Review of your FMCSA record to find why your authority was revoked',
          'Check that insurance, BOC-3 and an active USDOT number are on file before anything is paid to FMCSA',
          'BOC-3 refiled by a blanket process agent if yours is missing or invalid',
          'MCS-150 update filed if a missed biennial update is part of the problem',
          'Reinstatement request filed with FMCSA; the fee is paid at cost',
          'Status checks until your authority shows active again, with an email the day it does',
        ],
        buttonText: 'Reinstate My Authority',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'boc3-filing',
    ...SERVICE_COPY['boc3-filing'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'basic',
        title: 'BOC-3 Filing',
        priceCents: usd(49),
        pricePlus: '',
        description:
          'A blanket process agent files your Form BOC-3 with FMCSA, naming an agent in every state. It is a one-time fee that stays on file until your details change.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Form BOC-3 filed electronically with FMCSA by a blanket process agent',
          'Process agents for all states in a single filing',
          'For motor carriers, brokers and freight forwarders',
          'Filing confirmation delivered to your dashboard',
          'One-time fee; no yearly renewal charge',
        ],
        buttonText: 'File My BOC-3',
        includedAddOns: [],
      },
      {
        key: 'plus',
        title: 'BOC-3 Plus',
        priceCents: usd(79),
        pricePlus: '',
        description:
          'BOC-3 Filing plus the FMCSA Authority Letter factoring companies ask for and tracking until your authority is active.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: 'BOC-3 Filing',
        benefitList: [
          'FMCSA Authority Letter PDF once your authority is granted',
          'Status checks until your BOC-3 and authority show on FMCSA records, with an email when they do',
          'Reminder to refile your BOC-3 if your company name or address changes',
          'Authority Letter and BOC-3 confirmation kept together in your dashboard',
        ],
        buttonText: 'File My BOC-3',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'ucr-2025',
    ...SERVICE_COPY['ucr-2025'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'standard',
        title: 'UCR 2025 Filing',
        priceCents: usd(39),
        pricePlus: '+ UCR fee by fleet size',
        description:
          'We file your 2025 UCR registration and pay the fee for your bracket at cost (from $46 for 0–2 power units and for brokers). You can also register yourself directly with the UCR Plan; our fee is for doing it for you.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Fee bracket worked out from your power-unit count (2025 brackets from $46 to $44,836)',
          'UCR 2025 registration filed through your base state',
          'UCR fee paid at cost, shown as its own line at checkout',
          'For motor carriers, brokers, freight forwarders and leasing companies',
          'Registration receipt delivered to your dashboard',
          'Reminder when the next year’s registration window approaches',
        ],
        buttonText: 'File My UCR 2025',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'biennial-mcs150-update',
    ...SERVICE_COPY['biennial-mcs150-update'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'standard',
        title: 'MCS-150 Update',
        priceCents: usd(29),
        pricePlus: '',
        description:
          'Every USDOT number needs an MCS-150 update every 24 months, even if nothing changed. FMCSA charges no fee and you can file it yourself; our small fee is for doing it for you and reminding you next time.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Your due month and year worked out from your USDOT number, as 49 CFR 390.19 sets them',
          'MCS-150 update prepared with your current mileage, power units and drivers',
          'Update filed with FMCSA',
          'Filing confirmation delivered to your dashboard',
          'Reminder before your next update is due in 24 months',
        ],
        buttonText: 'Update My MCS-150',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'kyu-number',
    ...SERVICE_COPY['kyu-number'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'registration',
        title: 'KYU Registration',
        priceCents: usd(99),
        pricePlus: '',
        description:
          'For carriers running vehicles with a combined license weight of 60,000 lb or more on Kentucky roads. We complete the KYU application with the Kentucky Transportation Cabinet, which issues the number when the online application is completed.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Check that your vehicles are over 59,999 lb combined license weight (farm plates are exempt)',
          'KYU application completed online with the Kentucky Transportation Cabinet',
          'KYU number delivered to your dashboard',
          'Reminder of each quarterly return due date: April 30, July 31, October 31 and January 31',
          'Reminder that returns are due even with zero Kentucky miles',
        ],
        buttonText: 'Get My KYU Number',
        includedAddOns: [],
      },
      {
        key: 'registration-returns',
        title: 'KYU + Quarterly Returns',
        priceCents: usd(249),
        pricePlus: '+ KY tax due',
        description:
          'KYU Registration plus a year of quarterly returns filed for you, so a missed return never costs you the $500 revocation fee.',
        popular: true,
        whyPopular: 'Best value',
        packageInclude: 'KYU Registration',
        benefitList: [
          'Four quarterly KYU returns filed online through the Motor Carrier Portal',
          'Kentucky miles collected from you each quarter and checked before filing',
          'Tax due paid to Kentucky at cost',
          'Zero-mile returns filed for quarters you do not run in Kentucky',
        ],
        buttonText: 'Get My KYU Number',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'new-york-hut25',
    ...SERVICE_COPY['new-york-hut25'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'registration',
        title: 'NY HUT Registration & Decals',
        priceCents: usd(99),
        pricePlus: '+ NY decal fee per vehicle',
        description:
          'For trucks and tractors over 18,000 lb gross weight on New York highways outside the toll-paid Thruway. New York replaces HUT decals every three years; we register you and order decals for the current series.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Check of which of your vehicles need a HUT certificate and decal',
          'HUT certificate of registration application filed with New York State',
          'Decals ordered for each qualifying vehicle; the state fee per vehicle is paid at cost',
          'Instructions for placing each decal (it cannot be moved to another vehicle)',
          'Certificate copies delivered to your dashboard',
          'Reminder when New York issues the next decal series',
        ],
        buttonText: 'Get My NY HUT',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'new-mexico-wd2025',
    ...SERVICE_COPY['new-mexico-wd2025'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'permit',
        title: 'NM WDT Permit 2025',
        priceCents: usd(99),
        pricePlus: '+ state fees',
        description:
          'For commercial vehicles over 26,000 lb declared gross weight on New Mexico highways. The permit is renewed every calendar year; without it, vehicles pay trip tax at ports of entry.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'Check that your vehicles are over 26,000 lb declared gross weight',
          'Weight-distance tax permit application filed with New Mexico for 2025',
          'Any state fee paid at cost, quoted before you pay it',
          'Permit delivered to your dashboard',
          'Reminder to renew by December 31 for the next calendar year',
          'Reminder of each quarterly return due date: April 30, July 31, October 31 and January 31',
        ],
        buttonText: 'Get My NM Permit',
        includedAddOns: [],
      },
      {
        key: 'permit-returns',
        title: 'NM Permit + Quarterly Returns',
        priceCents: usd(249),
        pricePlus: '+ NM tax due',
        description: 'NM WDT Permit 2025 plus a year of quarterly weight-distance returns filed for you.',
        popular: true,
        whyPopular: 'Best value',
        packageInclude: 'NM WDT Permit 2025',
        benefitList: [
          'Four quarterly New Mexico weight-distance returns filed for you',
          'New Mexico miles collected from you each quarter and checked before filing',
          'Tax due paid to New Mexico at cost',
          'Zero-mile returns filed for quarters you do not run in New Mexico',
        ],
        buttonText: 'Get My NM Permit',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'irp-ifta',
    ...SERVICE_COPY['irp-ifta'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'ifta',
        title: 'IFTA License',
        priceCents: usd(149),
        pricePlus: '+ state fees',
        description:
          'We apply for your IFTA license and decals with your base jurisdiction, so you file one fuel-tax return for every member state you drive in.',
        popular: false,
        whyPopular: '',
        packageInclude: '',
        benefitList: [
          'IFTA license application filed with your base jurisdiction',
          'Decals ordered for each qualifying vehicle; state fees paid at cost',
          'IFTA license delivered to your dashboard',
          'Reminder of each quarterly return due date: April 30, July 31, October 31 and January 31',
          'Reminder to renew your license and decals for each calendar year',
        ],
        buttonText: 'Get My IFTA',
        includedAddOns: [],
      },
      {
        key: 'irp-ifta',
        title: 'IRP + IFTA Setup',
        priceCents: usd(399),
        pricePlus: '+ state fees',
        description:
          'IFTA License plus apportioned IRP registration, for power units over 26,000 lb or with three or more axles that run in two or more member jurisdictions.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: 'IFTA License',
        benefitList: [
          'Check of which power units must be apportioned under IRP',
          'IRP application filed with your base jurisdiction, with your estimated miles by jurisdiction',
          'Apportioned plate and cab card ordered; registration fees paid at cost',
          'Cab card copy delivered to your dashboard',
          'Reminder before your IRP renewal month',
        ],
        buttonText: 'Get IRP & IFTA',
        includedAddOns: [],
      },
      {
        key: 'irp-ifta-returns',
        title: 'IRP + IFTA + Quarterly Returns',
        priceCents: usd(599),
        pricePlus: '+ state fees & fuel tax',
        description: 'IRP + IFTA Setup plus a year of quarterly IFTA fuel-tax returns filed for you.',
        popular: false,
        whyPopular: '',
        packageInclude: 'IRP + IFTA Setup',
        benefitList: [
          'Four quarterly IFTA returns filed with your base jurisdiction',
          'Miles and fuel purchases by jurisdiction collected from you and checked before filing',
          'Fuel tax due paid at cost',
          'Zero-activity returns filed when you do not run, as IFTA requires',
        ],
        buttonText: 'Get IRP & IFTA',
        includedAddOns: [],
      },
    ],
  },
  {
    slug: 'drug-alcohol-consortium',
    ...SERVICE_COPY['drug-alcohol-consortium'],
    category: 'trucking',
    offeredAddOns: ['expeditedProcessing', 'ein'],
    packages: [
      {
        key: 'owner-operator',
        title: 'Owner-Operator',
        priceCents: usd(199),
        pricePlus: '/year',
        description:
          'An owner-operator must be in a random testing pool of two or more drivers, which in practice means a consortium. The price covers a year of membership and administration; lab and collection fees for each test are quoted before you book it.',
        popular: true,
        whyPopular: 'Most popular',
        packageInclude: '',
        benefitList: [
          'Enrollment of one CDL driver in a DOT random testing pool',
          'Random selections at the 2025 FMCSA minimum rates (50% drug, 10% alcohol)',
          'DOT drug and alcohol testing policy template for your company',
          'Enrollment certificate delivered to your dashboard',
          'Guidance registering as an employer in the FMCSA Drug & Alcohol Clearinghouse',
          'Reminder to run your annual limited Clearinghouse query',
          'Reminder before your membership year ends; renewing is your choice',
        ],
        buttonText: 'Join the Consortium',
        includedAddOns: [],
      },
      {
        key: 'small-fleet',
        title: 'Small Fleet (up to 5 drivers)',
        priceCents: usd(449),
        pricePlus: '/year',
        description: 'Owner-Operator membership for up to five CDL drivers, with one place to see each driver’s status.',
        popular: false,
        whyPopular: '',
        packageInclude: 'Owner-Operator',
        benefitList: [
          'Enrollment of up to five CDL drivers in the random testing pool',
          'Driver roster you can update as drivers join or leave',
          'Reminder to run a full pre-employment Clearinghouse query before a new driver starts',
          'Annual limited-query reminders for every driver on your roster',
        ],
        buttonText: 'Join the Consortium',
        includedAddOns: [],
      },
    ],
  },
];
