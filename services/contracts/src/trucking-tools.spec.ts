import { defaultUcrYear, mcs150DueDate, ucrFee, ucrYearError, ucrYearsOnSale, usdotError } from './trucking-tools';

/** The MCS-150 biennial update schedule of 49 CFR 390.19(b): month from the USDOT number's last digit, year parity from its second-to-last. */
describe('mcs150DueDate', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['1234567', 7, 2028, 'even'], // the example in the facts: July, even years; July 2026 has passed
    ['1234561', 1, 2028, 'even'],
    ['1234570', 10, 2027, 'odd'], // 0 → October
    ['1234512', 2, 2027, 'odd'],
    ['1234509', 9, 2028, 'even'],
    ['155', 5, 2027, 'odd'],
  ])('USDOT %s → month %i, %i (%s years)', (usdot, month, year, parity) => {
    expect(mcs150DueDate(usdot, today)).toMatchObject({ month, year, yearParity: parity });
  });

  it('counts the due month until its last day', () => {
    expect(mcs150DueDate('1234561', new Date('2026-01-31T10:00:00Z'))).toMatchObject({ year: 2026, dueDate: '2026-01-31' });
    expect(mcs150DueDate('1234562', new Date('2026-02-10T10:00:00Z'))).toMatchObject({ year: 2026, dueDate: '2026-02-28' });
  });

  it('rejects anything that is not a USDOT number', () => {
    expect(mcs150DueDate('abc')).toBeNull();
    expect(mcs150DueDate('1')).toBeNull();
    expect(mcs150DueDate('12')).toBeNull();
    expect(mcs150DueDate('0123456')).toBeNull();
    expect(mcs150DueDate('123456789')).toBeNull();
  });
});

describe('UCR registration years', () => {
  const day = (iso: string) => new Date(`${iso}T15:00:00Z`);

  it('sells on 2026-11-25 the 2027 year, open since October 1, and 2026, still payable', () => {
    expect(ucrYearsOnSale(day('2026-11-25'))).toEqual([2026, 2027]);
    expect(defaultUcrYear(day('2026-11-25'))).toBe(2027);
  });

  it('sells the current year alone before the next one opens, and never a past year', () => {
    expect(ucrYearsOnSale(day('2026-09-30'))).toEqual([2026]);
    expect(ucrYearsOnSale(day('2027-03-01'))).toEqual([2027]);
    expect(ucrYearError(2025, day('2026-11-25'))).toBe('UCR 2025 is not on sale. Choose 2026 or 2027.');
    expect(ucrYearError(2027, day('2026-11-25'))).toBeNull();
  });

  it.each([
    [2026, 0, 46],
    [2026, 2, 46],
    [2026, 3, 138],
    [2026, 20, 276],
    [2026, 100, 963],
    [2026, 1000, 4592],
    [2026, 50_000, 44_836],
    [2027, 0, 55],
    [2027, 5, 167],
    [2027, 6, 333],
    [2027, 21, 1163],
    [2027, 101, 5548],
    [2027, 1001, 54_165],
  ])('%i, %i power units → $%i', (year, fleet, fee) => {
    expect(ucrFee(year, fleet)!.feeUsd).toBe(fee);
  });

  it('rejects negative or fractional fleet sizes and unknown years', () => {
    expect(ucrFee(2027, -1)).toBeNull();
    expect(ucrFee(2027, 2.5)).toBeNull();
    expect(ucrFee(1999, 3)).toBeNull();
  });
});

describe('usdotError', () => {
  it.each([
    ['12', '3 to 8 digits'],
    ['7', '3 to 8 digits'],
    ['123456789', '3 to 8 digits'],
    ['0123456', 'does not start with 0'],
    ['12ab', 'digits only'],
  ])('refuses %s (%s)', (raw, message) => {
    expect(usdotError(raw)).toContain(message);
  });

  it.each(['123', '1234567', 'USDOT# 12345678'])('accepts %s', (raw) => {
    expect(usdotError(raw)).toBeNull();
  });
});
