import { STATE_LLC_FEES } from './data/state-llc-fees';
import { STATE_SALES_TAX } from './data/state-sales-tax';
import { findStateLlcFee, governmentFeesFor } from './government-fees';
import { findTaxRate } from './pricing';
import { parseUsState, US_STATES, usStateMessage } from './us-states';

describe('US states', () => {
  it('lists the 50 states and DC once each, by name', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(US_STATES.map((s) => s.name)).toEqual([...US_STATES.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    // Every state has its LLC fee and its tax rate: none can be priced without them.
    for (const s of US_STATES) {
      expect(STATE_LLC_FEES.some((f) => f.code === s.code)).toBe(true);
      expect(STATE_SALES_TAX.some((t) => t.code === s.code)).toBe(true);
    }
  });

  it('reads a name or code in any case, trimmed', () => {
    for (const given of ['CA', 'ca', ' ca ', 'California', 'california', 'CALIFORNIA', '\tCalifornia\n']) {
      expect(parseUsState(given)).toEqual({ code: 'CA', name: 'California' });
    }
    expect(parseUsState('new york')).toEqual({ code: 'NY', name: 'New York' });
    expect(parseUsState('district of columbia')?.code).toBe('DC');
  });

  it('reads nothing else as a state', () => {
    for (const given of ['Narnia', 'Texass', 'Calif.', 'Californía', '\u200bCA', 'C A', 'NewYork', '', '  ', 'PR', 'US']) {
      expect(parseUsState(given)).toBeUndefined();
    }
    for (const given of [undefined, null, 6, ['CA'], { code: 'CA' }]) expect(parseUsState(given)).toBeUndefined();
  });

  it('prices fee and tax from the same reading of the state', () => {
    for (const given of ['CA', ' ca ', 'california']) {
      expect(findStateLlcFee(given)?.filingFeeUsd).toBe(70);
      expect(findTaxRate(STATE_SALES_TAX, given)).toBe(0.0725);
      expect(governmentFeesFor('llc-formation', { state: given })).toEqual(governmentFeesFor('llc-formation', { state: 'California' }));
    }
    expect(findStateLlcFee('Narnia')).toBeUndefined();
    expect(governmentFeesFor('llc-formation', { state: 'Calif.' })).toEqual([]);
  });

  it('tells a person what to type, naming the field', () => {
    expect(usStateMessage('Billing state')).toBe('Billing state: choose a US state or DC (for example Texas or TX).');
  });
});
