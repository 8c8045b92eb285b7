import { FORMATION_TIMES } from '../data/processing-times';
import { addBusinessDays, estimateCompletion, type EstimateInput } from './eta';

const paid = new Date('2026-11-02T15:00:00Z'); // a Monday
const base: EstimateInput = {
  serviceSlug: 'llc-formation',
  state: 'Georgia',
  expedited: false,
  phase: 'in_review',
  paidAt: paid,
  submittedAt: null,
  now: paid,
};

describe('estimateCompletion', () => {
  it('counts the team’s lead time and the state’s standard time in business days from payment', () => {
    // Georgia: 7–10 business days online; filed two business days after payment (Wednesday), done ten business days later.
    expect(estimateCompletion(base)).toEqual({
      date: '2026-11-18',
      basis: 'estimate',
      source: 'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
    });
  });

  it('uses the expedite tier for expedited orders and counts from the submission once filed', () => {
    const expedited = estimateCompletion({ ...base, expedited: true, phase: 'submitted', submittedAt: new Date('2026-11-06T10:00:00Z') });
    // Friday + 2 business days (Georgia's slowest expedite) = Tuesday.
    expect(expedited?.date).toBe('2026-11-10');
  });

  it('accepts the state by code, and counts calendar days for a federal filing', () => {
    expect(estimateCompletion({ ...base, state: 'GA' })?.date).toBe('2026-11-18');
    const authority = estimateCompletion({
      ...base,
      serviceSlug: 'trucking-authority',
      state: null,
      submittedAt: new Date('2026-11-02T00:00:00Z'),
    });
    expect(authority).toMatchObject({ date: '2026-12-14', source: 'https://ecfr.io/Title-49/Section-365.203T' });
  });

  it('moves the estimate on while the filing waits to go in, never showing a day already past', () => {
    // Still in review two weeks after payment: filed two business days from today at the earliest.
    expect(estimateCompletion({ ...base, now: new Date('2026-11-16T09:00:00Z') })?.date).toBe('2026-12-02');
  });

  it('says plainly when the state is behind', () => {
    expect(estimateCompletion({ ...base, state: 'New Mexico' })?.slowerThanUsual).toMatch(
      /still working through filings received on 2026-07-16/,
    );
    expect(estimateCompletion(base)).not.toHaveProperty('slowerThanUsual');
  });

  it('shows no date where the time is missing, the service has none, the order is unpaid or the agency has answered', () => {
    expect(FORMATION_TIMES.some((s) => s.code === 'TX')).toBe(false);
    expect(estimateCompletion({ ...base, state: 'Texas' })).toBeNull();
    expect(estimateCompletion({ ...base, serviceSlug: 'ucr-2025' })).toBeNull();
    expect(estimateCompletion({ ...base, serviceSlug: 'copyright-registration' })).toBeNull();
    expect(estimateCompletion({ ...base, paidAt: null })).toBeNull();
    for (const phase of ['approved', 'rejected', 'documents_delivered', 'completed'] as const) {
      expect(estimateCompletion({ ...base, phase })).toBeNull();
    }
  });
});

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    expect(addBusinessDays(new Date('2026-11-06T23:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-09');
    expect(addBusinessDays(new Date('2026-11-06T23:00:00Z'), 0).toISOString().slice(0, 10)).toBe('2026-11-06');
  });
});
