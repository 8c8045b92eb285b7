/**
 * The rules an order must meet for its service, beyond each field's own: what a formation forms,
 * where its business may be, and which number a carrier's filing is made under. The server refuses
 * an order that breaks one and the checkout asks for the fix, with the same sentence.
 */

export const BUSINESS_TYPES = ['LLC', 'Corporation', 'Nonprofit', 'Sole proprietorship', 'Partnership'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The entity each formation service forms: its order is for that type only, priced with that type's state fee. */
const FORMS: Readonly<Record<string, { type: BusinessType; noun: string }>> = {
  'llc-formation': { type: 'LLC', noun: 'an LLC' },
  corporation: { type: 'Corporation', noun: 'a corporation' },
  nonprofit: { type: 'Nonprofit', noun: 'a nonprofit' },
};

export const isFormation = (slug: string): boolean => Object.hasOwn(FORMS, slug);

/** The entity type a formation forms; undefined for any other service. */
export const formationEntityType = (slug: string): BusinessType | undefined => (isFormation(slug) ? FORMS[slug]!.type : undefined);

/** The business types an order of the service may name: a formation's own type only, any other service any type. */
export const businessTypesFor = (slug: string): readonly BusinessType[] => {
  const formed = formationEntityType(slug);
  return formed ? [formed] : BUSINESS_TYPES;
};

/** Why the business type does not fit the service, or undefined when it does. */
export function businessTypeError(slug: string, type: string): string | undefined {
  const formed = isFormation(slug) ? FORMS[slug]! : undefined;
  if (!formed || type.trim().toLowerCase() === formed.type.toLowerCase()) return undefined;
  return `This filing forms ${formed.noun}: choose ${formed.type} as the business type.`;
}

/** "P.O. Box 12", "PO Box", "POB 12", "Post Office Box", "Box 12" at the start of the line. */
const PO_BOX = /\b(?:p\s*\.?\s*o\s*\.?\s*b(?:ox)?|post\s*office\s*box|postal\s*box)\b|^\s*box\s+\d/i;

export const isPoBox = (address: string): boolean => PO_BOX.test(address);

export const STREET_ADDRESS_MESSAGE =
  'A formation needs a street address: a P.O. box cannot be the principal or registered office address. Give the street address where the business is.';

/** A formation's principal and registered-office addresses are street addresses; undefined when the address fits. */
export function streetAddressError(slug: string, address: string): string | undefined {
  return isFormation(slug) && isPoBox(address) ? STREET_ADDRESS_MESSAGE : undefined;
}

/** Trucking filings made under the carrier's own FMCSA number: the order names its USDOT or MC number. */
export const CARRIER_NUMBER_SERVICES: ReadonlySet<string> = new Set(['ucr-2025', 'boc3-filing']);

export const CARRIER_NUMBER_MESSAGE = 'Enter your USDOT number or MC number: this filing is made under it with FMCSA.';

/**
 * Why the order lacks the number its filing is made under, or undefined when it gives one or needs
 * none. A number given but blank or malformed is its own field's mistake, told by that field's rule.
 */
export function carrierNumberError(slug: string, numbers: { usdotNumber?: string; mcNumber?: string }): string | undefined {
  if (!CARRIER_NUMBER_SERVICES.has(slug)) return undefined;
  return numbers.usdotNumber !== undefined || numbers.mcNumber !== undefined ? undefined : CARRIER_NUMBER_MESSAGE;
}
