import privacyPolicy from './privacy-policy';
import refundPolicy from './refund-policy';
import termsConditions from './terms-conditions';
import type { LegalDocument } from './types';

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [termsConditions, privacyPolicy, refundPolicy];

export function findLegalDocument(slug: string): LegalDocument | undefined {
  return LEGAL_DOCUMENTS.find((doc) => doc.slug === slug);
}
