import { newestUcrYear } from '@filebridge/contracts';
import type { TruckingLandingContent } from './trucking-landing.types';

const ucr = newestUcrYear(new Date());
const ucrUsd = (i: number) => `$${ucr.brackets.at(i)!.feeUsd.toLocaleString('en-US')}`;

const content: TruckingLandingContent = {
  title: 'Trucking Authority and Compliance: MC, UCR, BOC-3, MCS-150',
  metaDescription:
    'USDOT and MC authority, BOC-3, UCR 2025, MCS-150, IRP/IFTA, KYU, NY HUT, NM permits and drug testing. FMCSA and state fees shown apart; free due-date tools.',
  hero: {
    eyebrow: 'Trucking authority',
    heading: 'Get your authority. Keep it active. Skip the guesswork.',
    lead: 'Every filing a carrier or broker needs to get on the road and stay compliant — with FMCSA, state and UCR fees always shown apart from our fee, and honest timelines for what can and cannot be sped up.',
  },
  groups: [
    {
      heading: 'Get on the road',
      intro: 'Operating authority for carriers and brokers, and the process-agent filing every authority needs.',
      slugs: ['interstate-authority-packages', 'broker-authority-package', 'expedited-authority-certification', 'boc3-filing'],
    },
    {
      heading: 'Stay registered',
      intro: 'The recurring federal filings that keep your USDOT number and authority active.',
      slugs: ['ucr-2025', 'biennial-mcs150-update', 'authority-reinstatement'],
    },
    {
      heading: 'Plates, fuel and mileage taxes',
      intro: 'Apportioned registration, fuel tax and the states with their own weight-distance or highway-use taxes.',
      slugs: ['irp-ifta', 'kyu-number', 'new-york-hut25', 'new-mexico-wd2025'],
    },
    {
      heading: 'Safety compliance',
      intro: 'DOT drug and alcohol testing for carriers with CDL drivers, including owner-operators.',
      slugs: ['drug-alcohol-consortium'],
    },
  ],
  tools: {
    heading: 'Free trucking tools',
    lead: 'Work out your MCS-150 due date and your 2025 UCR fee in seconds. No sign-up needed.',
  },
  trustPoints: [
    {
      title: 'Not a government agency',
      body: 'We are a private filing service. FMCSA has warned about companies that pose as the government; we never do, and we tell you when a filing is one you can do yourself for free.',
    },
    {
      title: 'Government fees at cost',
      body: 'The $300 FMCSA authority fee, UCR fees and state fees are passed through at cost and shown as their own lines, apart from our fee.',
    },
    {
      title: 'Honest timelines',
      body: 'FMCSA’s 10-day protest period cannot be shortened by anyone. We tell you what “expedited” speeds up — our work — and what it cannot.',
    },
    {
      title: 'Deadlines tracked',
      body: 'We track the 20-day insurance and BOC-3 window after publication so your application is not dismissed, and remind you before MCS-150, UCR and quarterly returns are due.',
    },
  ],
  faq: [
    {
      question: 'What does a new interstate carrier need?',
      answer:
        'Typically a USDOT number, operating authority ($300 FMCSA fee per authority type), a BOC-3, proof of insurance filed by your insurer, and UCR registration. Depending on your trucks and routes you may also need IRP, IFTA, state weight-distance permits and, with CDL drivers, drug and alcohol testing.',
    },
    {
      question: 'How long does it take to get MC authority?',
      answer:
        'Typically about 3–6 weeks in total, including a 10-day protest period after FMCSA publishes the application, which cannot be expedited.',
    },
    {
      question: 'When is my MCS-150 due?',
      answer:
        'The last digit of your USDOT number sets the month (0 = October) and the next-to-last digit sets odd or even years. Use the finder on this page to see your date.',
    },
    {
      question: `How much is UCR for ${ucr.year}?`,
      answer: `From ${ucrUsd(0)} for 0–2 power units (and brokers with no vehicles) up to ${ucrUsd(-1)} for more than 1,000. Use the fee finder on this page.`,
    },
    {
      question: 'Can I do these filings myself?',
      answer:
        'Most of them, yes: the MCS-150 update, UCR and state registrations can be filed directly with FMCSA, the UCR Plan or the state. The exception is a motor carrier’s BOC-3, which only a process agent can file. Customers use us to save time, avoid mistakes and never miss a deadline.',
    },
  ],
};

export default content;
