import { mcs150DueDate, ucrFee2025, usdotError } from './trucking-tools';

/** Tables from shared/data/trucking-facts.md §5 and §6 (49 CFR 390.19). */
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

describe('ucrFee2025', () => {
  it.each([
    [0, 46],
    [2, 46],
    [3, 138],
    [5, 138],
    [6, 276],
    [20, 276],
    [21, 963],
    [100, 963],
    [101, 4592],
    [1000, 4592],
    [1001, 44_836],
    [50_000, 44_836],
  ])('%i power units → $%i', (fleet, fee) => {
    expect(ucrFee2025(fleet)!.feeUsd).toBe(fee);
  });

  it('rejects negative or fractional fleet sizes', () => {
    expect(ucrFee2025(-1)).toBeNull();
    expect(ucrFee2025(2.5)).toBeNull();
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
