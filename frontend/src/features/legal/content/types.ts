/** A legal page as data: sections of paragraphs (strings) and bullet lists (string arrays). */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** Anchor id, used by the table of contents. */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
  subsections?: readonly { heading: string; body: readonly LegalBlock[] }[];
}

export interface LegalDocument {
  slug: 'terms-conditions' | 'privacy-policy' | 'refund-policy';
  /** The h1. */
  heading: string;
  /** Document title without the brand suffix. */
  title: string;
  metaDescription: string;
  lastUpdated: string;
  /** "The short version": 3–6 plain-language points at the top. */
  summary: readonly string[];
  sections: readonly LegalSection[];
}

export const LAST_UPDATED = 'November 22, 2026';
