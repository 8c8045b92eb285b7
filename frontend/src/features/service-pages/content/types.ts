/**
 * Service-page copy is data: one module per page, rendered by shared sections.
 * Facts come from checked official sources; where a rule varies by state the copy says so.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface HowItWorksStep {
  title: string;
  detail: string;
  /** Typical timeline, e.g. "1–2 business days". */
  timeline?: string;
}

export interface GovernmentFeeNote {
  label: string;
  /** e.g. "$300 per authority type, paid to FMCSA at cost" or "Varies by state ($35–$500)". */
  amount: string;
  note?: string;
  estimate?: boolean;
}

export interface ServicePageContent {
  /** URL slug under /business or /trucking-authority; also the catalog slug. */
  slug: string;
  category: 'business' | 'trucking';
  /** Document title (unique per page). */
  title: string;
  metaDescription: string;
  hero: {
    eyebrow: string;
    heading: string;
    /** Who needs it and what we file, 1–2 sentences. */
    lead: string;
  };
  whoNeedsIt: string[];
  whatsIncluded: string[];
  howItWorks: HowItWorksStep[];
  governmentFees: GovernmentFeeNote[];
  /** Short paragraphs of plain, accurate explanation. */
  details: { heading: string; body: string[] }[];
  faq: FaqItem[];
  /** Slugs of related service pages (same or other category). */
  related: string[];
  /** Whether the page shows a package section from the catalog (false for overview pages). */
  hasPackages: boolean;
}

export interface OverviewPageContent {
  slug: 'business-formation' | 'business-operations' | 'business-protection';
  title: string;
  metaDescription: string;
  hero: { eyebrow: string; heading: string; lead: string };
  groups: { slug: string; name: string; summary: string; bestFor: string; startsAt?: string }[];
  comparisonNote: string;
  faq: FaqItem[];
}
