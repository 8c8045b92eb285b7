import { STATE_SALES_TAX } from './data/state-sales-tax';

export interface UsState {
  /** Two-letter postal code, upper case: "TX". */
  code: string;
  /** The name orders store and receipts print: "Texas". */
  name: string;
}

/** The 50 states and the District of Columbia, by name: the only places we file for or bill to. */
export const US_STATES: readonly UsState[] = STATE_SALES_TAX.map((s) => ({ code: s.code, name: s.stateName })).sort((a, b) =>
  a.name.localeCompare(b.name),
);

const BY_KEY = new Map(US_STATES.flatMap((s) => [[s.code.toLowerCase(), s] as const, [s.name.toLowerCase(), s] as const]));

/**
 * A state as a person types it: its name or its two-letter code, in any case, with surrounding
 * whitespace ignored. Anything else (a typo, an abbreviation such as "Calif.", an accented or
 * invisible character) is no state at all, so it can never be priced without its fee and tax.
 */
export function parseUsState(input: unknown): UsState | undefined {
  return typeof input === 'string' ? BY_KEY.get(input.trim().toLowerCase()) : undefined;
}

/** What a person is told when a state field holds anything else; `field` names it ("State", "Billing state"). */
export const usStateMessage = (field: string): string => `${field}: choose a US state or DC (for example Texas or TX).`;
