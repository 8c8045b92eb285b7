import type { FaqItem } from './types';

/** Copy for /trucking-authority: grouped links to the trucking services, the two finders and a FAQ. */
export interface TruckingLandingContent {
  title: string;
  metaDescription: string;
  hero: { eyebrow: string; heading: string; lead: string };
  /** Each group lists trucking service slugs in the order shown. */
  groups: { heading: string; intro: string; slugs: string[] }[];
  tools: { heading: string; lead: string };
  /** Short statements on how we work with truckers (no figures that are not checked). */
  trustPoints: { title: string; body: string }[];
  faq: FaqItem[];
}
