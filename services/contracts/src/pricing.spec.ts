import { applyRate } from './money';
import { governmentFeesFor } from './government-fees';
import { ADD_ONS, NO_ADD_ONS, type AddOnSelection } from './add-ons';
import { findTaxRate, priceOrder } from './pricing';
import { STATE_SALES_TAX } from './data/state-sales-tax';

const base = { packageTitle: 'LLC Formation: Standard', packagePriceCents: 14_900, governmentFees: [], taxRate: 0 };

describe('applyRate (half-up on the cent)', () => {
  it.each([
    [1000, 0.0625, 63], // 62.5 → 63
    [19_900, 0.0725, 1443], // 1442.75 → 1443
    [100, 0.045, 5], // 4.5 → 5
    [101, 0.045, 5], // 4.545 → 5
    [14_900, 0, 0],
    [333, 0.06, 20], // 19.98 → 20
  ])('%i cents at %d → %i cents', (cents, rate, expected) => {
    expect(applyRate(cents, rate)).toBe(expected);
  });
});

describe('priceOrder', () => {
  it('prices a package alone with no state chosen', () => {
    const q = priceOrder({ ...base, addOns: NO_ADD_ONS });
    expect(q).toMatchObject({ ourFeesCents: 14_900, governmentFeesCents: 0, taxCents: 0, subtotalCents: 14_900, totalCents: 14_900 });
    expect(q.lines).toHaveLength(1);
  });

  it('charges no tax in a zero-tax state', () => {
    const rate = findTaxRate(STATE_SALES_TAX, 'Oregon');
    expect(rate).toBe(0);
    expect(priceOrder({ ...base, addOns: NO_ADD_ONS, taxRate: rate }).taxCents).toBe(0);
  });

  const combos: AddOnSelection[] = [];
  for (const e of [false, true])
    for (const r of [false, true]) for (const n of [false, true]) combos.push({ expeditedProcessing: e, registeredAgent: r, ein: n });

  it.each(combos)('adds every add-on combination %o at 50 / 249 / 79 dollars, taxed', (addOns) => {
    const extra = (addOns.expeditedProcessing ? 5000 : 0) + (addOns.registeredAgent ? 24_900 : 0) + (addOns.ein ? 7900 : 0);
    const q = priceOrder({ ...base, addOns, taxRate: 0.0625 });
    expect(q.ourFeesCents).toBe(14_900 + extra);
    expect(q.taxCents).toBe(applyRate(14_900 + extra, 0.0625));
    expect(q.totalCents).toBe(q.ourFeesCents + q.taxCents);
    expect(q.subtotalCents).toBe(q.totalCents - q.taxCents);
    expect(
      q.lines
        .filter((l) => l.kind === 'add-on')
        .map((l) => l.amountCents)
        .sort(),
    ).toEqual(
      (Object.keys(ADD_ONS) as (keyof typeof ADD_ONS)[])
        .filter((k) => addOns[k])
        .map((k) => ADD_ONS[k].cents)
        .sort(),
    );
  });

  it('passes government fees through at cost, untaxed, each on its own line', () => {
    const fees = governmentFeesFor('llc-formation', { state: 'tx' });
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ description: 'Texas state LLC filing fee, at cost', amountCents: 30_000 });
    const rate = findTaxRate(STATE_SALES_TAX, 'TX');
    const q = priceOrder({ ...base, addOns: NO_ADD_ONS, governmentFees: fees, taxRate: rate });
    expect(q.taxCents).toBe(applyRate(14_900, rate));
    expect(q.governmentFeesCents).toBe(30_000);
    expect(q.totalCents).toBe(14_900 + 30_000 + q.taxCents);
    expect(q.lines.find((l) => l.kind === 'government-fee')).toMatchObject({ taxable: false, amountCents: 30_000 });
  });
});

describe('findTaxRate', () => {
  it('looks states up by name or code, case-insensitively', () => {
    expect(findTaxRate(STATE_SALES_TAX, 'texas')).toBe(0.0625);
    expect(findTaxRate(STATE_SALES_TAX, ' TX ')).toBe(0.0625);
    expect(findTaxRate(STATE_SALES_TAX, 'Narnia')).toBe(0);
    expect(findTaxRate(STATE_SALES_TAX, 'Calif.')).toBe(0);
    expect(findTaxRate(STATE_SALES_TAX, '\u200bCA')).toBe(0);
    expect(findTaxRate(STATE_SALES_TAX, undefined)).toBe(0);
  });

  it('has all 50 states and DC', () => {
    expect(STATE_SALES_TAX).toHaveLength(51);
  });
});

describe('governmentFeesFor', () => {
  it.each([
    ['interstate-authority-packages', {}, 30_000],
    ['broker-authority-package', {}, 30_000],
    ['authority-reinstatement', {}, 8000],
    ['ucr-2025', { fleetSize: 0, ucrYear: 2026 }, 4600],
    ['ucr-2025', { fleetSize: 50, ucrYear: 2026 }, 96_300],
    ['ucr-2025', { fleetSize: 1001, ucrYear: 2026 }, 4_483_600],
    ['ucr-2025', { fleetSize: 50, ucrYear: 2027 }, 116_300],
  ])('%s %o → %i cents', (slug, inputs, cents) => {
    expect(governmentFeesFor(slug, inputs).map((f) => f.amountCents)).toEqual([cents]);
  });

  it('has no fee line where no checked figure exists or the input is missing', () => {
    expect(governmentFeesFor('dba-filing')).toEqual([]);
    expect(governmentFeesFor('corporation', { state: 'Indiana' })).toEqual([]);
    expect(governmentFeesFor('llc-formation')).toEqual([]);
    expect(governmentFeesFor('ucr-2025')).toEqual([]);
    expect(governmentFeesFor('ucr-2025', { fleetSize: 3 })).toEqual([]);
  });

  it('keeps the source and check date on every fee row and flags estimates', () => {
    for (const f of [...governmentFeesFor('llc-formation', { state: 'CA' }), ...governmentFeesFor('authority-reinstatement')]) {
      expect(f.source).toBeTruthy();
      expect(f.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(governmentFeesFor('authority-reinstatement')[0]!.estimate).toBe(true);
  });
});
