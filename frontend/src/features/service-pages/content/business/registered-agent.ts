import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'registered-agent',
  category: 'business',
  title: 'Registered Agent Service for LLCs and Corporations',
  metaDescription:
    'A registered agent with a physical address in your state to receive lawsuits and state notices for your LLC or corporation, posted to your account.',
  hero: {
    eyebrow: 'Run your business',
    heading: 'A registered agent that keeps your company in good standing',
    lead: 'For LLCs and corporations that need a registered agent in their formation state or in a state where they registered as a foreign company. We act as your agent, accept service of process and official notices, and put them in your account.',
  },
  whoNeedsIt: [
    'Every LLC and corporation — the law requires a registered agent in the formation state.',
    'Companies registered as foreign entities in other states, which need an agent in each of them.',
    'Owners who do not want their home address on the public record, or who are not always available at one address during business hours.',
  ],
  whatsIncluded: [
    'A registered agent with a physical street address in your state, available during normal business hours',
    'Acceptance of service of process (lawsuits and subpoenas) and official state mail',
    'Documents scanned and posted to your account, with an email alert',
    'Reminders of your state’s annual report due date',
    'Help with the form to change your registered agent to us, where your state requires one',
  ],
  howItWorks: [
    {
      title: 'Choose the state',
      detail: 'Order for your formation state or for any state where your company is registered.',
      timeline: 'A few minutes',
    },
    {
      title: 'Name us as your agent',
      detail:
        'New companies list us in their formation documents. Existing companies file a change of registered agent with the state; some states handle it with a statement-of-change form, others through an amendment.',
      timeline: 'State processing times vary',
    },
    {
      title: 'We receive and forward your documents',
      detail: 'When a document arrives for your company, we scan it, post it to your account and email you.',
      timeline: 'Typically the same business day it arrives',
    },
  ],
  governmentFees: [
    {
      label: 'Registered agent service',
      amount: 'No government fee',
      note: 'Acting as your agent is a private service.',
    },
    {
      label: 'Change of registered agent filing',
      amount: 'Varies by state',
      note: 'If your company already exists, some states charge a fee to record a new agent. We tell you the amount before filing and pass it through at cost.',
    },
  ],
  details: [
    {
      heading: 'What the law requires',
      body: [
        'Every LLC and corporation must appoint and continuously maintain a registered agent in its formation state and in every state where it registers as a foreign entity. The agent needs a physical street address in that state — a P.O. box or mailbox service does not qualify — and must be available there during normal business hours.',
        'The agent’s name and address are public record. Failing to keep a valid agent can cost your company its good standing and can lead to administrative dissolution. The exact rules differ by state.',
      ],
    },
    {
      heading: 'Renewal, plainly',
      body: [
        'Registered agent service is an annual service, and it does not renew behind your back. Before your year ends we email you a reminder with the renewal price; renewing is your choice. If you decide not to renew, appoint a new agent with the state before the year ends so your company is never without one.',
      ],
    },
    {
      heading: 'Not the same as a trucking BOC-3 agent',
      body: [
        'A registered agent receives legal papers for your company under state law. Motor carriers and brokers also need process agents designated on FMCSA Form BOC-3, which is a separate federal filing. We offer both.',
      ],
    },
  ],
  faq: [
    {
      question: 'Can I be my own registered agent?',
      answer:
        'Usually yes, if you have a physical street address in the state and are available there during business hours. Your address becomes public record, and you must be present to accept a lawsuit if one is served.',
    },
    {
      question: 'Can a P.O. box be a registered agent address?',
      answer: 'No. The agent must have a physical street address in the state. P.O. boxes and mailbox services do not qualify.',
    },
    {
      question: 'What happens if my company has no registered agent?',
      answer:
        'The state can treat the company as out of compliance, it may lose its good standing, and it can eventually be administratively dissolved. You could also miss a lawsuit and face a default judgment.',
    },
    {
      question: 'Does the service renew automatically?',
      answer:
        'No. It is an annual service: before your year ends we email you a reminder with the renewal price, and renewing is your choice. If you do not renew, appoint a new registered agent with the state in time.',
    },
    {
      question: 'Will you forward ordinary business mail?',
      answer:
        'Registered agent service covers service of process and official government notices. General mail forwarding is a different service and is not included.',
    },
  ],
  related: ['llc-formation', 'corporation', 'annual-report', 'boc3-filing'],
  hasPackages: true,
};

export default content;
