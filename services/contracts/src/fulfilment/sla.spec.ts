import { FILING_TIMES } from '../data/processing-times';
import { AGENCY_DELAY_NOTE, withAgencyDelay } from './eta';
import { nextSlaClock, SLA_AGENCY_FALLBACK_BUSINESS_DAYS, SLA_DUE_SOON_MS, slaBudget, slaDueAt, slaStateOf, type SlaClock } from './sla';

const friday = new Date('2026-11-06T15:00:00Z');
const llc = { serviceSlug: 'llc-formation', state: 'Georgia', expedited: false };
const stopped: SlaClock = { phase: null, dueAt: null, remainingMs: null };

describe('SLA per phase', () => {
  it('promises our own phases in business days, sooner when expedited, and none while the customer has the move', () => {
    expect(slaBudget('in_review', llc)).toEqual({ days: 2, businessDays: true });
    expect(slaBudget('in_review', { ...llc, expedited: true })).toEqual({ days: 1, businessDays: true });
    expect(slaBudget('approved', llc)).toEqual({ days: 2, businessDays: true });
    expect(slaBudget('details_needed', llc)).toBeNull();
    expect(slaBudget('waiting_on_customer', llc)).toBeNull();
    expect(slaBudget('completed', llc)).toBeNull();
  });

  it('gives the agency phase the agency’s processing time, and a follow-up time where none was found', () => {
    const boc3 = FILING_TIMES.find((f) => f.id === 'boc3')!;
    expect(slaBudget('submitted', { serviceSlug: 'boc3-filing', state: null, expedited: false })).toEqual({
      days: boc3.days,
      businessDays: boc3.businessDays,
    });
    expect(slaBudget('submitted', { serviceSlug: 'dba-filing', state: 'TX', expedited: false })).toEqual({
      days: SLA_AGENCY_FALLBACK_BUSINESS_DAYS,
      businessDays: true,
    });
  });

  it('counts business days over a weekend at the same time of day', () => {
    expect(slaDueAt(friday, { days: 2, businessDays: true }).toISOString()).toBe('2026-11-10T15:00:00.000Z');
    expect(slaDueAt(friday, { days: 2, businessDays: false }).toISOString()).toBe('2026-11-08T15:00:00.000Z');
  });

  it('is due, due soon, overdue, or paused without a running clock', () => {
    const due = new Date(friday.getTime() + SLA_DUE_SOON_MS * 2);
    expect(slaStateOf(due, friday)).toBe('due');
    expect(slaStateOf(new Date(friday.getTime() + SLA_DUE_SOON_MS - 1), friday)).toBe('due_soon');
    expect(slaStateOf(new Date(friday.getTime() - 1), friday)).toBe('overdue');
    expect(slaStateOf(null, friday)).toBe('paused');
  });

  it('stops the clock while waiting on the customer and resumes the same phase with what was left', () => {
    const inReview = nextSlaClock(stopped, 'in_review', llc, friday);
    expect(inReview).toEqual({ phase: 'in_review', dueAt: new Date('2026-11-10T15:00:00.000Z'), remainingMs: null });
    const oneHourLater = new Date(friday.getTime() + 3_600_000);
    const paused = nextSlaClock(inReview, 'waiting_on_customer', llc, oneHourLater);
    expect(paused).toEqual({ phase: 'in_review', dueAt: null, remainingMs: inReview.dueAt!.getTime() - oneHourLater.getTime() });
    const threeDaysLater = new Date(oneHourLater.getTime() + 3 * 86_400_000);
    const resumed = nextSlaClock(paused, 'in_review', llc, threeDaysLater);
    expect(resumed).toEqual({ phase: 'in_review', dueAt: new Date(threeDaysLater.getTime() + paused.remainingMs!), remainingMs: null });
  });

  it('starts a different phase’s promise afresh after a pause', () => {
    const paused: SlaClock = { phase: 'submitted', dueAt: null, remainingMs: 5_000 };
    expect(nextSlaClock(paused, 'in_review', llc, friday)).toEqual({
      phase: 'in_review',
      dueAt: new Date('2026-11-10T15:00:00.000Z'),
      remainingMs: null,
    });
  });
});

describe('an agency delay', () => {
  const estimate = { date: '2026-11-20', basis: 'estimate' as const, source: 'https://sos.ga.gov' };

  it('replaces a submitted filing’s estimate with the agency’s new date, said plainly', () => {
    expect(withAgencyDelay(estimate, '2026-12-18', 'submitted')).toEqual({
      date: '2026-12-18',
      basis: 'estimate',
      source: 'https://sos.ga.gov',
      slowerThanUsual: AGENCY_DELAY_NOTE,
    });
  });

  it('leaves the estimate alone without a delay or once the filing left the agency', () => {
    expect(withAgencyDelay(estimate, null, 'submitted')).toBe(estimate);
    expect(withAgencyDelay(null, '2026-12-18', 'approved')).toBeNull();
  });
});
