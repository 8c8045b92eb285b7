import { newestUcrYear, UCR_YEARS, ucrYearsOnSale, type UcrBracket } from '@filebridge/contracts';
import type { ServicePageContent } from '../types';

// The page keeps its name and address, and sells the registration years open on the day: next
// year's from October 1, this year's for a carrier that missed it. Its figures are the newest year's.
const today = new Date();
const onSale = ucrYearsOnSale(today);
const newest = newestUcrYear(today);
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const units = (b: UcrBracket) =>
  b.max === null ? `${b.min.toLocaleString('en-US')} or more` : `${b.min}–${b.max.toLocaleString('en-US')}`;
const feeList = (brackets: readonly UcrBracket[]) => brackets.map((b) => `${usd(b.feeUsd)} for ${units(b)}`).join(', ');
const noVehicles = usd(newest.brackets[0]!.feeUsd);

const content: ServicePageContent = {
  slug: 'ucr-2025',
  category: 'trucking',
  title: 'UCR 2025 Registration — Fee by Fleet Size, Filed for You',
  metaDescription: `Unified Carrier Registration for ${onSale.join(' or ')}: find your fee by fleet size, from ${noVehicles} for 0–2 power units. The UCR fee is shown apart from our service fee.`,
  hero: {
    eyebrow: 'Annual registration',
    heading: 'UCR 2025 registration, with the fee for your fleet up front',
    lead: `For interstate motor carriers, brokers, freight forwarders and leasing companies. We register your company with the Unified Carrier Registration Plan for the registration year you choose (${onSale.join(' or ')} today) and pay the UCR fee for your fleet size at cost.`,
  },
  whoNeedsIt: [
    'Interstate motor carriers — both for-hire and private.',
    'Freight brokers and freight forwarders, including those with no vehicles.',
    'Leasing companies that lease vehicles to interstate carriers.',
  ],
  whatsIncluded: [
    'A check of your power-unit count and the matching fee bracket of the year you register for',
    'Registration with the UCR Plan through your base state',
    'Payment of the UCR fee at cost, shown apart from our fee',
    'The UCR receipt delivered to your account',
    'A reminder when the next registration year opens',
  ],
  howItWorks: [
    {
      title: 'Enter your USDOT number and fleet size',
      detail: 'Use the fee finder on this page to see your bracket. The vehicle count generally comes from your most recent MCS-150.',
      timeline: 'A minute',
    },
    {
      title: 'We register you with the UCR Plan',
      detail: 'We file the registration and pay the fee for your bracket at cost.',
      timeline: 'Typically 1 business day after your order',
    },
    {
      title: 'You receive your receipt',
      detail: 'The UCR receipt goes into your account so you can show it at roadside inspections.',
    },
  ],
  governmentFees: newest.brackets.map((b, i) => ({
    label:
      i === 0
        ? `${units(b)} power units (and brokers, forwarders or leasing companies with no vehicles), ${newest.year}`
        : `${units(b)} power units, ${newest.year}`,
    amount: usd(b.feeUsd),
    ...(newest.estimate && { estimate: true, note: 'An estimate: read in copies of the FMCSA rule, not the official table.' }),
  })),
  details: [
    {
      heading: 'The registration years we sell, and their fees',
      body: [
        ...UCR_YEARS.filter((y) => onSale.includes(y.year)).map(
          (y) =>
            `${y.year}: ${feeList(y.brackets)} power units. ${y.legalBasis}.${y.estimate ? ' Read in copies of the rule: an estimate.' : ''}`,
        ),
        'The checkout asks which year you register for and shows its fee as its own line, paid to the UCR Plan at cost. A past year is back-registration, filed year by year with the UCR Plan; we do not sell it.',
      ],
    },
    {
      heading: 'How the vehicle count works',
      body: [
        'Under the UCR Act, the number of power units generally comes from your most recent MCS-150. Keeping your MCS-150 up to date keeps your UCR bracket accurate. Brokers and forwarders with no vehicles register in the 0–2 bracket.',
        'Each registration covers one calendar year, and registration for the next year opens before January — commonly on October 1, though we could not confirm the exact date from the UCR Plan; check plan.ucr.gov.',
      ],
    },
    {
      heading: 'You can register directly',
      body: [
        'UCR registration can be done directly on the UCR Plan’s website. Be careful with unsolicited letters or calls demanding UCR payment; FMCSA has warned about misleading solicitations. We are a private filing service, not a government agency.',
      ],
    },
  ],
  faq: [
    {
      question: `How much is UCR for ${newest.year}?`,
      answer: `${feeList(newest.brackets)} power units. Brokers, forwarders and leasing companies with no vehicles pay ${noVehicles}.`,
    },
    {
      question: 'I am a freight broker with no trucks. Do I need UCR?',
      answer: `Yes. Brokers and freight forwarders register too, in the lowest (0–2) bracket: ${noVehicles} for ${newest.year}.`,
    },
    {
      question: 'Which vehicles count toward my fleet size?',
      answer:
        'The count generally comes from the power units on your most recent MCS-150. If your fleet has changed, update your MCS-150 so your UCR bracket is right.',
    },
    {
      question: 'Do intrastate-only carriers need UCR?',
      answer: 'UCR applies to carriers, brokers, forwarders and leasing companies operating in interstate commerce.',
    },
    {
      question: 'Is the UCR fee included in your price?',
      answer: 'No. The UCR fee for your bracket is a separate line, paid to the UCR Plan at cost. Our service fee is shown on its own.',
    },
  ],
  related: ['biennial-mcs150-update', 'interstate-authority-packages', 'broker-authority-package', 'irp-ifta'],
  hasPackages: true,
};

export default content;
