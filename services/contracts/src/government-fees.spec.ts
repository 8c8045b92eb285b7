import { governmentFeeQuote, type GovernmentFee } from './government-fees';
import { missingQuoteInputs, quoteInputsSchemaFor } from './quote-inputs';

const onlyFee = (slug: string, inputs: Parameters<typeof governmentFeeQuote>[1]): GovernmentFee => {
  const { fees } = governmentFeeQuote(slug, inputs);
  expect(fees).toHaveLength(1);
  return fees[0]!;
};

describe('government fees by service', () => {
  it('quotes corporation and nonprofit formation by state, with source, date and estimate flag', () => {
    expect(onlyFee('corporation', { state: 'California' })).toMatchObject({
      code: 'corporation-filing-CA',
      description: 'California state corporation filing fee, at cost',
      amountCents: 10_000,
      checkedOn: '2026-11-23',
      estimate: true,
    });
    expect(onlyFee('corporation', { state: 'GA' })).toMatchObject({ amountCents: 10_000, estimate: false });
    expect(onlyFee('nonprofit', { state: 'Texas' })).toMatchObject({ amountCents: 2500, source: expect.stringContaining('4.153') });
  });

  it('says a state has no checked figure instead of inventing one', () => {
    expect(governmentFeeQuote('corporation', { state: 'Idaho' })).toEqual({
      fees: [],
      notes: ['We have no checked figure for the Idaho corporation filing fee, so it is not included in this total.'],
    });
    expect(governmentFeeQuote('nonprofit', { state: 'WA' }).notes).toEqual([
      'We have no checked figure for the Washington nonprofit corporation filing fee, so it is not included in this total.',
    ]);
  });

  it('quotes the LLC annual or biennial report and the corporation report where the data has it', () => {
    expect(onlyFee('annual-report', { state: 'CA', entityType: 'llc' })).toMatchObject({
      description: 'California LLC biennial report fee, at cost',
      amountCents: 2000,
      checkedOn: '2026-07-17',
    });
    expect(onlyFee('annual-report', { state: 'PA', entityType: 'corporation' })).toMatchObject({
      description: 'Pennsylvania corporation annual report fee, at cost',
      amountCents: 700,
      estimate: false,
    });
    expect(governmentFeeQuote('annual-report', { state: 'NJ', entityType: 'corporation' }).notes).toEqual([
      'We have no checked figure for the New Jersey corporation report fee, so it is not included in this total.',
    ]);
    expect(governmentFeeQuote('annual-report', { state: 'Ohio', entityType: 'llc' }).notes[0]).toMatch(
      /^Ohio has no state annual report for LLCs/,
    );
    expect(governmentFeeQuote('annual-report', { state: 'MN', entityType: 'llc' }).notes[0]).toMatch(/^No government fee/);
  });

  it('charges the DBA fee where the state files it at a fixed fee and explains county-filed states', () => {
    expect(onlyFee('dba-filing', { state: 'Florida' })).toMatchObject({ amountCents: 5000, checkedOn: '2026-07-23' });
    expect(onlyFee('dba-filing', { state: 'TX' }).amountCents).toBe(2500);
    expect(governmentFeeQuote('dba-filing', { state: 'California' })).toEqual({
      fees: [],
      notes: [
        'In California a DBA is filed with the county, and each county sets its own fee, so it is not included in this total.',
        'California requires the name to be published in a newspaper; that cost is not included.',
      ],
    });
    expect(governmentFeeQuote('dba-filing', { state: 'Kansas' }).notes).toEqual(['No government fee: Kansas has no DBA registry.']);
    expect(governmentFeeQuote('dba-filing', { state: 'Ohio' }).notes).toEqual([
      'We have no checked figure for the Ohio DBA filing fee, so it is not included in this total.',
    ]);
  });

  it('charges $350 per trademark class and the Copyright Office fee of the chosen application', () => {
    expect(onlyFee('trademark-registration', { trademarkClasses: 1 }).amountCents).toBe(35_000);
    expect(onlyFee('trademark-registration', { trademarkClasses: 4 })).toMatchObject({
      amountCents: 140_000,
      source: expect.stringContaining('89 FR 91062'),
    });
    expect(onlyFee('copyright-registration', { copyrightApplication: 'single' })).toMatchObject({ amountCents: 4500, estimate: true });
    expect(onlyFee('copyright-registration', { copyrightApplication: 'standard' }).amountCents).toBe(6500);
  });

  it.each(['ein-registration', 'boir', 'biennial-mcs150-update', 'boc3-filing'])('says plainly that %s has no government fee', (slug) => {
    const { fees, notes } = governmentFeeQuote(slug);
    expect(fees).toEqual([]);
    expect(notes).toEqual([expect.stringMatching(/^No government fee/)]);
  });
});

describe('quote inputs', () => {
  it('names what each service still needs', () => {
    expect(missingQuoteInputs('trademark-registration', {})).toEqual(['trademarkClasses']);
    expect(missingQuoteInputs('corporation', { state: 'Texas' })).toEqual([]);
    expect(missingQuoteInputs('ein-registration', {})).toEqual([]);
  });

  it('has one schema per service that refuses what the fee cannot be quoted from', () => {
    expect(quoteInputsSchemaFor('trademark-registration').safeParse({ trademarkClasses: 46 }).success).toBe(false);
    expect(quoteInputsSchemaFor('copyright-registration').safeParse({ copyrightApplication: 'paper' }).success).toBe(false);
    expect(quoteInputsSchemaFor('copyright-registration').parse({ copyrightApplication: 'single' })).toEqual({
      copyrightApplication: 'single',
    });
  });
});
