import { SERVICE_COPY } from '@filebridge/contracts';
import type { OverviewPageContent } from '../types';

const content: OverviewPageContent = {
  slug: 'business-protection',
  title: 'Protect Your Business: Trademark and Copyright Filings',
  metaDescription:
    'Protect your brand and creative work: USPTO trademark registration, trademark monitoring and US Copyright Office registration, with official fees shown apart.',
  hero: {
    eyebrow: 'Protect your business',
    heading: 'Protect your brand and your work',
    lead: 'Trademarks protect names, logos and slogans; copyrights protect creative works such as writing, music, photos and software. Here is which filing protects what, with the official fees shown apart from ours.',
  },
  groups: [
    {
      slug: 'trademark-registration',
      name: SERVICE_COPY['trademark-registration'].name,
      summary: 'A federal USPTO application for a brand name, logo or slogan. USPTO fee: $350 per class.',
      bestFor: 'Brands you use, or plan to use, across state lines',
    },
    {
      slug: 'trademark-monitoring',
      name: SERVICE_COPY['trademark-monitoring'].name,
      summary: 'A watch on new USPTO applications and the weekly Official Gazette for marks similar to yours. No government fee.',
      bestFor: 'Owners of registered or pending marks',
    },
    {
      slug: 'copyright-registration',
      name: SERVICE_COPY['copyright-registration'].name,
      summary:
        'Registration of a creative work with the US Copyright Office. Office fee as of our last check: $45 or $65 for most online claims.',
      bestFor: 'Authors, artists, photographers, musicians and software developers',
    },
  ],
  comparisonNote:
    'A DBA or company name registration is not a trademark, and a copyright does not protect names or slogans. We prepare and file accurately, but we are not a law firm and cannot give opinions on registrability or infringement.',
  faq: [
    {
      question: 'Trademark or copyright — which do I need?',
      answer:
        'A trademark protects a brand (names, logos, slogans) used for goods or services. A copyright protects an original creative work. Many businesses need both for different things.',
    },
    {
      question: 'What does the USPTO charge for a trademark?',
      answer:
        '$350 per class, plus surcharges of $100 per class for missing information and $200 per class for free-form descriptions. These are USPTO fees, separate from ours.',
    },
    {
      question: 'Do I need to register a copyright to own it?',
      answer:
        'No. Copyright exists once a work is fixed in tangible form. Registration creates a public record and is generally required before suing over a US work.',
    },
    {
      question: 'Why monitor a trademark after it is registered?',
      answer:
        'The USPTO does not tell you when someone files a similar mark. After a mark is published, you have 30 days to oppose it or request an extension.',
    },
  ],
};

export default content;
