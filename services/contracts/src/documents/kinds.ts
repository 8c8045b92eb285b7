/**
 * What a file in an order's vault is. The team files the first six with the agencies and hands
 * them over; `customer_upload` is a file the customer sent (an answer to a request, an attachment).
 */
export const STAFF_DOCUMENT_KINDS = [
  'formation_certificate',
  'ein_confirmation',
  'authority_grant',
  'boc3_receipt',
  'ucr_receipt',
  'registered_agent_mail',
  'other',
] as const;
export type StaffDocumentKind = (typeof STAFF_DOCUMENT_KINDS)[number];

export const CUSTOMER_DOCUMENT_KIND = 'customer_upload';

export const DOCUMENT_KINDS = [...STAFF_DOCUMENT_KINDS, CUSTOMER_DOCUMENT_KIND] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  formation_certificate: 'Articles / certificate of formation',
  ein_confirmation: 'EIN confirmation letter',
  authority_grant: 'Operating authority grant',
  boc3_receipt: 'BOC-3 filing receipt',
  ucr_receipt: 'UCR registration receipt',
  registered_agent_mail: 'Registered agent mail scan',
  other: 'Other document',
  customer_upload: 'File you sent',
};

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}
