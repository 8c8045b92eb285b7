import { applyRate } from './money';
import { ADD_ON_KEYS, ADD_ONS, type AddOnSelection } from './add-ons';
import type { GovernmentFee } from './government-fees';
import { parseUsState } from './us-states';

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
  /** total − tax: the order API's `pricing.subtotal`, government fees included. */
  subtotalCents: number;
  totalCents: number;
}

export interface QuoteRequest {
  packageTitle: string;
  packagePriceCents: number;
  /** The add-ons to charge (`chargeableAddOns`), not merely those chosen. */
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
  for (const key of ADD_ON_KEYS) {
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

/** The rate of the state given by name or code (`parseUsState`); 0 for no state or none of the 50 and DC. */
export function findTaxRate(taxes: readonly TaxRecord[], state: string | undefined | null): number {
  const known = parseUsState(state);
  if (!known) return 0;
  return taxes.find((t) => t.code.toUpperCase() === known.code)?.rate ?? 0;
}
