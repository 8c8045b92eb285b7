import { STATE_LLC_FEES, LLC_FEES_ATTRIBUTION } from './data/state-llc-fees';
import { ucrFee2025 } from './trucking-tools';
import { parseUsState } from './us-states';

/**
 * Government fees we pass through at cost, untaxed, each as its own line. Only figures checked
 * against an official source appear here; every row says where it came from and when it was checked.
 */
export interface GovernmentFee {
  code: string;
  description: string;
  amountCents: number;
  /** Whom the money goes to, for the checkout line ("Texas state LLC filing fee, at cost"). */
  payee: string;
  source: string;
  checkedOn: string;
  estimate: boolean;
}

export interface QuoteInputs {
  state?: string;
  fleetSize?: number;
}

const FMCSA_AUTHORITY_FEE = {
  amountCents: 30_000,
  source: 'FMCSA FAQ: $300 per type of authority requested (fmcsa.dot.gov)',
  checkedOn: '2026-11-01',
};

/** Services whose government fee needs an input from the customer before it can be quoted. */
export const QUOTE_INPUTS_REQUIRED: Readonly<Record<string, readonly (keyof QuoteInputs)[]>> = {
  'llc-formation': ['state'],
  'ucr-2025': ['fleetSize'],
};

/** The LLC filing fee of the state given by name or code (`parseUsState`); undefined for anything else. */
export function findStateLlcFee(state: string | undefined) {
  const known = parseUsState(state);
  return known && STATE_LLC_FEES.find((s) => s.code === known.code);
}

export function governmentFeesFor(slug: string, inputs: QuoteInputs = {}): GovernmentFee[] {
  switch (slug) {
    case 'llc-formation': {
      const fee = findStateLlcFee(inputs.state);
      if (!fee) return [];
      return [
        {
          code: `llc-filing-${fee.code}`,
          description: `${fee.stateName} state LLC filing fee, at cost`,
          amountCents: fee.filingFeeUsd * 100,
          payee: `${fee.stateName} business filing office`,
          source: LLC_FEES_ATTRIBUTION,
          checkedOn: fee.verifiedOn ?? '2026-07-17',
          estimate: fee.uncertain,
        },
      ];
    }
    case 'interstate-authority-packages':
    case 'broker-authority-package':
    case 'expedited-authority-certification':
      return [
        {
          code: 'fmcsa-authority',
          description: 'FMCSA operating authority application fee (one authority type), at cost',
          payee: 'FMCSA',
          estimate: false,
          ...FMCSA_AUTHORITY_FEE,
        },
      ];
    case 'authority-reinstatement':
      return [
        {
          code: 'fmcsa-reinstatement',
          description: 'FMCSA authority reinstatement fee, at cost',
          amountCents: 8000,
          payee: 'FMCSA',
          source: 'fasttruckauthority.com and fastreinstatementfiling.com quoting 49 CFR 360.3T(f)(52)',
          checkedOn: '2026-11-01',
          estimate: true,
        },
      ];
    case 'ucr-2025': {
      if (inputs.fleetSize === undefined) return [];
      const bracket = ucrFee2025(inputs.fleetSize);
      if (!bracket) return [];
      return [
        {
          code: `ucr-2025-${bracket.label}`,
          description: `UCR 2025 registration fee (${bracket.label} power units), at cost`,
          amountCents: bracket.feeUsd * 100,
          payee: 'Unified Carrier Registration Plan',
          source: 'FMCSA final rule, June 2024 (FreightWaves; expeditersonline.com)',
          checkedOn: '2026-11-01',
          estimate: false,
        },
      ];
    }
    default:
      return [];
  }
}
