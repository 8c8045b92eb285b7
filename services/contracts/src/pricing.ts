import { applyRate } from './money';
import type { GovernmentFee } from './government-fees';

/** Add-on prices from spec §9, in cents. */
export const ADD_ONS = {
  expeditedProcessing: { label: 'Expedited processing', cents: 5000 },
  registeredAgent: { label: 'Registered agent (1 year)', cents: 24_900 },
  ein: { label: 'EIN registration', cents: 7900 },
} as const;
export type AddOnKey = keyof typeof ADD_ONS;
export type AddOnSelection = Record<AddOnKey, boolean>;
export const NO_ADD_ONS: AddOnSelection = { expeditedProcessing: false, registeredAgent: false, ein: false };

export interface QuoteLine {
  code: string;
  description: string;
  amountCents: number;
  kind: 'package' | 'add-on' | 'government-fee';
  taxable: boolean;
}

export interface Quote {
  lines: QuoteLine[];
  ourFeesCents: number;
  governmentFeesCents: number;
  taxRate: number;
  taxCents: number;
  /** total − tax, as the spec defines it. */
  subtotalCents: number;
  totalCents: number;
}

export interface QuoteRequest {
  packageTitle: string;
  packagePriceCents: number;
  addOns: AddOnSelection;
  governmentFees: readonly GovernmentFee[];
  /** State sales-tax rate as a fraction; 0 when no state is chosen yet. */
  taxRate: number;
}

/**
 * The one pricing function. Sales tax applies to our own fees only; government fees pass through
 * at cost. Tax is rounded half-up on the cent.
 */
export function priceOrder(req: QuoteRequest): Quote {
  const lines: QuoteLine[] = [
    { code: 'package', description: req.packageTitle, amountCents: req.packagePriceCents, kind: 'package', taxable: true },
  ];
  for (const key of Object.keys(ADD_ONS) as AddOnKey[]) {
    if (req.addOns[key]) {
      lines.push({ code: key, description: ADD_ONS[key].label, amountCents: ADD_ONS[key].cents, kind: 'add-on', taxable: true });
    }
  }
  for (const fee of req.governmentFees) {
    lines.push({ code: fee.code, description: fee.description, amountCents: fee.amountCents, kind: 'government-fee', taxable: false });
  }
  const ourFeesCents = sum(lines.filter((l) => l.taxable));
  const governmentFeesCents = sum(lines.filter((l) => !l.taxable));
  const taxCents = applyRate(ourFeesCents, req.taxRate);
  const totalCents = ourFeesCents + governmentFeesCents + taxCents;
  return { lines, ourFeesCents, governmentFeesCents, taxRate: req.taxRate, taxCents, subtotalCents: totalCents - taxCents, totalCents };
}

const sum = (lines: QuoteLine[]) => lines.reduce((acc, l) => acc + l.amountCents, 0);

export interface TaxRecord {
  stateName: string;
  code: string;
  rate: number;
}

/** Case-insensitive lookup by state name or postal code (spec §3). */
export function findTaxRate(taxes: readonly TaxRecord[], state: string | undefined | null): number {
  if (!state) return 0;
  const key = state.trim().toLowerCase();
  const hit = taxes.find((t) => t.stateName.toLowerCase() === key || t.code.toLowerCase() === key);
  return hit ? hit.rate : 0;
}
