import type { ServicePageContent } from '../types';

const content: ServicePageContent = {
  slug: 'trademark-monitoring',
  category: 'business',
  title: 'Trademark Monitoring — Watch New USPTO Filings for Look-Alikes',
  metaDescription:
    'We watch new USPTO applications and the weekly Trademark Official Gazette for marks similar to yours, so you hear in time to act. No government fee.',
  hero: {
    eyebrow: 'Protect your business',
    heading: 'Know when someone files a mark like yours — while you can still act',
    lead: 'For owners of registered or pending trademarks. We monitor new USPTO applications and the weekly Trademark Official Gazette for marks that look or sound like yours, and alert you with the details and the relevant deadline.',
  },
  whoNeedsIt: [
    'Owners of a registered or pending US trademark who want to catch conflicting filings early.',
    'Brands in crowded markets where similar names appear often.',
    'Businesses that have invested in a name and would rather object early than litigate later.',
  ],
  whatsIncluded: [
    'Monitoring of new USPTO trademark applications for marks similar to yours',
    'A review of each weekly issue of the Trademark Official Gazette, published on Tuesdays',
    'Alerts in your account and by email, with the mark, owner, goods and services, and the publication date',
    'The opposition deadline for each published mark we flag',
  ],
  howItWorks: [
    {
      title: 'Tell us what to watch',
      detail: 'Your mark, its registration or serial number, and the goods and services that matter to you.',
      timeline: 'A few minutes',
    },
    {
      title: 'We set up the watch',
      detail: 'We configure searches for identical, similar-looking and similar-sounding marks in related classes.',
      timeline: 'Typically within 2 business days',
    },
    {
      title: 'You receive alerts',
      detail: 'When we find a potentially conflicting mark, we alert you with what we found and the relevant dates.',
      timeline: 'Ongoing, as new applications and Gazette issues appear',
    },
  ],
  governmentFees: [
    {
      label: 'Monitoring',
      amount: 'No government fee',
      note: 'A watch service is a private service, not a government filing.',
    },
    {
      label: 'Opposition or extension at the TTAB (if you decide to act)',
      amount: 'Set by the USPTO',
      note: 'Trademark Trial and Appeal Board fees were revised in 2025; check the current USPTO fee schedule. Opposing a mark is a legal proceeding not included in this service.',
    },
  ],
  details: [
    {
      heading: 'Why timing matters',
      body: [
        'Once the USPTO approves an application, it is published in the Trademark Official Gazette. From publication, third parties have 30 days to file an opposition with the Trademark Trial and Appeal Board, or to request an extension of time to oppose. Catching a conflicting mark within that window is far simpler than challenging it after it registers.',
        'The USPTO does not notify you when someone files a mark similar to yours. A watch service fills that gap.',
      ],
    },
    {
      heading: 'What happens after an alert',
      body: [
        'An alert is information, not legal advice. Whether a mark is likely to cause confusion is a legal judgment. If you want to oppose a mark or send a demand letter, we recommend a trademark attorney; we are not a law firm.',
      ],
    },
  ],
  faq: [
    {
      question: 'Doesn’t the USPTO protect my mark automatically?',
      answer:
        'The USPTO examines new applications against existing registrations, but it does not tell you when someone files a similar mark, and examiners can let marks through that you would object to. Monitoring lets you decide for yourself.',
    },
    {
      question: 'How long do I have to oppose a published mark?',
      answer:
        '30 days from publication in the Official Gazette, or longer if you request an extension of time to oppose within that window.',
    },
    {
      question: 'Is there a government fee for monitoring?',
      answer: 'No. Monitoring is a private service. A TTAB opposition, if you choose to file one, has its own USPTO fee.',
    },
    {
      question: 'Do you file oppositions for me?',
      answer:
        'No. An opposition is a legal proceeding; we recommend a trademark attorney. We give you the information and deadline you need to act.',
    },
  ],
  related: ['trademark-registration', 'copyright-registration', 'dba-filing'],
  hasPackages: true,
};

export default content;
