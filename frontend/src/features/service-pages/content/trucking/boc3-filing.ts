import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'boc3-filing',
  category: 'trucking',
  title: 'BOC-3 Filing — Process Agents in All 50 States and DC',
  metaDescription:
    'File your FMCSA Form BOC-3 with a blanket process agent covering every state. Required for new authority and to keep your USDOT number active.',
  hero: {
    eyebrow: 'Trucking authority',
    heading: 'Your BOC-3, filed once and covering every state',
    lead: 'For motor carriers, brokers and freight forwarders that need process agents on file with FMCSA. As a blanket process agent, we file Form BOC-3 naming an agent in every state, in one filing.',
  },
  whoNeedsIt: [
    'New carriers, brokers and freight forwarders applying for operating authority — the BOC-3 is part of the application.',
    'Carriers whose BOC-3 has lapsed, or whose process agent has gone out of business.',
    'Companies that changed their name or address and need a BOC-3 that matches their FMCSA record.',
    'Carriers reinstating revoked authority.',
  ],
  whatsIncluded: [
    'Designation of a process agent in every state and DC through our blanket agent',
    'Electronic filing of Form BOC-3 with FMCSA',
    'Confirmation in your account once FMCSA shows the filing',
    'A one-time fee with no yearly renewal charge; the filing stays on record until your details change',
  ],
  howItWorks: [
    {
      title: 'Give us your USDOT or MC number',
      detail: 'And the legal name and address exactly as they appear in your FMCSA record.',
      timeline: 'A few minutes',
    },
    {
      title: 'We file the BOC-3',
      detail: 'Our process agent files the form with FMCSA electronically.',
      timeline: 'Typically the same or next business day',
    },
    {
      title: 'You see it on your record',
      detail: 'We confirm when the filing appears on your FMCSA record and post the confirmation to your account.',
    },
  ],
  governmentFees: [
    {
      label: 'BOC-3 filing',
      amount: 'No government fee added',
      note: 'We do not add any government fee line to this order.',
    },
  ],
  details: [
    {
      heading: 'What the BOC-3 is',
      body: [
        'Form BOC-3 designates a process agent — someone who can accept legal papers on your behalf — for every state in or through which you operate. Each agent must be in the state it covers, and a P.O. box is not acceptable. A blanket agent company like ours covers all states in one filing.',
        'Only one BOC-3 can be on file at a time, and it must list every required state. Filing a new one replaces the old.',
      ],
    },
    {
      heading: 'Who can file it',
      body: [
        'Only a process agent can file a BOC-3 for a motor carrier. A broker or freight forwarder that operates no vehicles may file its own.',
        'New applicants must have the BOC-3 on file within 20 days of their application’s publication in the FMCSA Register. If the designation is ever dropped, FMCSA can deactivate the USDOT number (49 CFR 366.2(b)).',
      ],
    },
    {
      heading: 'Not the same as a registered agent',
      body: [
        'A state registered agent receives legal papers for an LLC or corporation under state law. A BOC-3 process agent is a federal trucking requirement. Many trucking companies need both.',
      ],
    },
  ],
  faq: [
    {
      question: 'Can I file my own BOC-3?',
      answer: 'Brokers and freight forwarders with no vehicles can. Motor carriers cannot: their BOC-3 must be filed by a process agent.',
    },
    {
      question: 'How many BOC-3 forms can I have?',
      answer: 'One. The BOC-3 on file must list every required state, and a new filing replaces the old one.',
    },
    {
      question: 'What happens if my BOC-3 lapses?',
      answer: 'FMCSA can deactivate your USDOT number and your authority can be revoked. Reinstating it requires a new BOC-3.',
    },
    {
      question: 'Do I need a new BOC-3 after changing my company name?',
      answer: 'Yes. The BOC-3 should match your FMCSA record; a mismatched name or address can get a filing rejected.',
    },
  ],
  related: ['interstate-authority-packages', 'broker-authority-package', 'authority-reinstatement', 'registered-agent'],
  hasPackages: true,
};

export default content;
