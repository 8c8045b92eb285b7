import { newestUcrYear } from '@filebridge/contracts';
import type { ServicePageContent } from '../types';

const ucr = newestUcrYear(new Date());
const ucrBrokerFee = `$${ucr.brackets[0]!.feeUsd}`;

const content: ServicePageContent = {
  slug: 'broker-authority-package',
  category: 'trucking',
  title: 'Freight Broker Authority Package — FMCSA Broker License',
  metaDescription:
    'Apply for FMCSA property broker authority. The $300 FMCSA fee and the $75,000 BMC-84 bond or BMC-85 trust are explained and shown apart from our fee.',
  hero: {
    eyebrow: 'Trucking authority',
    heading: 'Become a licensed freight broker',
    lead: 'For anyone who arranges truck transportation of regulated freight for others in interstate commerce. We file your property broker authority application with FMCSA, your BOC-3, and coordinate the $75,000 financial security filing with your surety or trust provider.',
  },
  whoNeedsIt: [
    'New freight brokerages arranging interstate loads for shippers.',
    'Dispatchers and logistics companies that will contract carriers on behalf of shippers.',
    'Motor carriers that also want to broker loads — broker authority is a separate authority type.',
  ],
  whatsIncluded: [
    'USDOT registration and the property broker authority application with FMCSA',
    'BOC-3 designation of process agents for every state',
    'Coordination of the BMC-84 surety bond or BMC-85 trust fund filing with your provider',
    'Tracking of publication, the 10-day protest period and the 20-day filing window',
    'A reminder to register for UCR, which brokers also need',
  ],
  howItWorks: [
    {
      title: 'Tell us about your brokerage',
      detail: 'Company details and contact information, and where your financial security will come from.',
      timeline: 'At your own pace',
    },
    {
      title: 'We file the application',
      detail: 'We submit the broker authority application and pay FMCSA’s $300 fee at cost.',
      timeline: 'Typically 1 business day after your information is complete',
    },
    {
      title: 'Publication and filings',
      detail:
        'FMCSA publishes the application; anyone may protest within 10 days. Within 20 days of publication, your surety or trustee files the BMC-84 or BMC-85 and we file your BOC-3.',
      timeline: '10-day protest period set by regulation; cannot be expedited',
    },
    {
      title: 'Your broker authority becomes active',
      detail: 'FMCSA issues the license once the financial security is in effect and the BOC-3 is on file.',
      timeline: 'Typically about 3–6 weeks from application',
    },
  ],
  governmentFees: [
    {
      label: 'FMCSA broker authority fee',
      amount: '$300',
      note: 'Paid to FMCSA at cost, shown as its own line at checkout.',
    },
    {
      label: 'Financial security (BMC-84 bond or BMC-85 trust)',
      amount: '$75,000 of coverage',
      note: 'Not a government fee and not paid to us. A surety bond costs an annual premium — commonly quoted at 1–10% of $75,000 depending on credit and history — while a BMC-85 trust ties up the full $75,000.',
    },
    {
      label: `UCR registration (${ucr.year}, brokers with no vehicles)`,
      amount: ucrBrokerFee,
      note: 'A separate annual registration; see our UCR service.',
    },
  ],
  details: [
    {
      heading: 'The $75,000 requirement',
      body: [
        'Every property broker must keep $75,000 of financial security on file with FMCSA: either a surety bond on Form BMC-84 or a trust fund agreement on Form BMC-85 (49 CFR 387.307). FMCSA will not issue the broker license until it is in effect, and the license lapses if the bond or trust lapses. The amount has been $75,000 since October 1, 2013.',
      ],
    },
    {
      heading: 'BOC-3 for brokers',
      body: [
        'Brokers need a BOC-3 naming a process agent in every state where they operate, just like carriers. Unlike a motor carrier, a broker with no vehicles may file its own BOC-3; we file it through a blanket process agent so every state is covered in one filing.',
      ],
    },
  ],
  faq: [
    {
      question: 'What does it cost the government to get broker authority?',
      answer: `FMCSA charges $300 for broker authority. Separately you need $75,000 of financial security — usually a BMC-84 surety bond, for which you pay a surety an annual premium — and UCR registration (${ucrBrokerFee} for ${ucr.year} for a broker with no vehicles).`,
    },
    {
      question: 'Should I choose a BMC-84 bond or a BMC-85 trust?',
      answer:
        'A bond costs an annual premium but keeps your cash free; a trust requires depositing the full $75,000. Which suits you depends on your finances; a surety or your accountant can help you decide.',
    },
    {
      question: 'How long does broker authority take?',
      answer: 'Typically about 3–6 weeks, including the 10-day protest period after publication, which cannot be shortened.',
    },
    {
      question: 'Can I broker loads under my carrier authority?',
      answer: 'No. Brokering is a separate authority type with its own $300 FMCSA fee and its own $75,000 financial security requirement.',
    },
  ],
  related: ['boc3-filing', 'ucr-2025', 'interstate-authority-packages', 'biennial-mcs150-update'],
  hasPackages: true,
};

export default content;
