import { LLC_FEES_ATTRIBUTION } from './data/state-llc-fees';
import type { GovernmentFeeQuote } from './government-fees';
import { parseUsState } from './us-states';

/**
 * Where each state files a DBA (assumed, fictitious or trade name), from the dataset's
 * `dba-rules` namespace (all 51 jurisdictions, completed 2026-07-23). Only three state fees were
 * read as fixed figures; every other state is explained instead of priced.
 */
const DBA_CHECKED_ON = '2026-07-23';
const COUNTY_ONLY = new Set(['CA', 'CT', 'GA', 'MA', 'NC', 'NV']);
/** The state files it for LLCs and corporations; sole proprietors and partnerships file with the county. */
const SPLIT = new Set(['AR', 'IA', 'IL', 'IN', 'KY', 'ME', 'MI', 'NJ', 'NY', 'TX']);
const NO_REGISTRY = new Set(['KS', 'NM', 'SC']);
const NEWSPAPER = new Set(['CA', 'FL', 'GA', 'MN', 'NE', 'PA']);

const FIXED_STATE_FEES: Readonly<Record<string, { usd: number; what: string; extra?: string }>> = {
  TX: { usd: 25, what: 'assumed name certificate (Form 503) for an LLC or corporation, valid up to 10 years' },
  FL: { usd: 50, what: 'fictitious name registration on Sunbiz, valid through December 31 of the fifth year' },
  NY: {
    usd: 25,
    what: 'assumed name certificate for an LLC or corporation',
    extra: 'New York also charges a per-county fee, not included in this total.',
  },
};

export function dbaFeesFor(stateInput: string | undefined): GovernmentFeeQuote {
  const state = parseUsState(stateInput);
  if (!state) return { fees: [], notes: [] };
  const notes: string[] = [];
  const fixed = FIXED_STATE_FEES[state.code];
  if (NO_REGISTRY.has(state.code)) {
    return { fees: [], notes: [`No government fee: ${state.name} has no DBA registry.`] };
  }
  if (COUNTY_ONLY.has(state.code)) {
    notes.push(`In ${state.name} a DBA is filed with the county, and each county sets its own fee, so it is not included in this total.`);
  } else if (!fixed) {
    notes.push(`We have no checked figure for the ${state.name} DBA filing fee, so it is not included in this total.`);
  }
  if (SPLIT.has(state.code)) {
    notes.push(`In ${state.name} a sole proprietor or partnership files its DBA with the county instead of the state.`);
  }
  if (fixed?.extra) notes.push(fixed.extra);
  if (NEWSPAPER.has(state.code)) notes.push(`${state.name} requires the name to be published in a newspaper; that cost is not included.`);
  const fees = fixed
    ? [
        {
          code: `dba-filing-${state.code}`,
          description: `${state.name} state DBA filing fee (${fixed.what}), at cost`,
          amountCents: fixed.usd * 100,
          payee: `${state.name} business filing office`,
          source: `${LLC_FEES_ATTRIBUTION} (dba-rules)`,
          checkedOn: DBA_CHECKED_ON,
          estimate: false,
        },
      ]
    : [];
  return { fees, notes };
}
