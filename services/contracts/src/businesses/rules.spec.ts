import { businessCalendars, complianceFilings, orderBusinessSubject, type ComplianceOrderFacts } from '../compliance';
import { filingOrderedThroughUs, normalizeReminderOffsets } from './rules';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const floridaLlc: ComplianceOrderFacts = {
  orderId: 'o-1',
  serviceSlug: 'llc-formation',
  paidAt: '2026-03-14T10:00:00Z',
  state: 'Florida',
  businessName: 'Sunshine Hauling LLC',
};

describe('business records and reminders', () => {
  it('names one carrier by its USDOT number and one company by its state and name, whatever the order', () => {
    const ucr = {
      orderId: 'o-2',
      serviceSlug: 'ucr-2025',
      paidAt: '2026-03-14',
      usdotNumber: '1234567',
      state: 'Texas',
      businessName: 'X',
    };
    expect(orderBusinessSubject(ucr)).toEqual({ subject: 'usdot-1234567', kind: 'carrier' });
    expect(orderBusinessSubject(floridaLlc)).toEqual({ subject: 'company-fl-sunshine-hauling-llc', kind: 'company' });
    expect(orderBusinessSubject({ ...floridaLlc, business: { id: 'b', subject: 'usdot-7654321', formationDate: null } })).toEqual({
      subject: 'usdot-7654321',
      kind: 'carrier',
    });
  });

  it('dates a company’s filings from the formation date on its record, not from the payment date', () => {
    const report = (facts: ComplianceOrderFacts) =>
      complianceFilings(facts, day('2026-04-01')).find((f) => f.filingId === 'nv-llc-annual-list')!;
    const nevada = { ...floridaLlc, state: 'Nevada' };
    expect(report(nevada).dueDate).toMatch(/-03-31$/);
    const recorded = report({ ...nevada, business: { id: 'b', subject: 'company-nv-x', formationDate: '2025-08-20' } });
    expect(recorded.dueDate).toBe('2026-08-31');
    expect(recorded.key).toBe('company-nv-x/nv-llc-annual-list');
    expect(recorded.detail).toContain('formation date on record');
  });

  it('lists one business per record, carrying the record’s id', () => {
    const business = { id: 'b-1', subject: 'usdot-1234567', formationDate: null };
    const calendars = businessCalendars(
      [
        { orderId: 'a', serviceSlug: 'ucr-2025', paidAt: '2026-03-01', usdotNumber: '1234567', business },
        { orderId: 'b', serviceSlug: 'interstate-authority-packages', paidAt: '2026-04-01', usdotNumber: '1234567', business },
      ],
      day('2026-05-01'),
    );
    expect(calendars).toHaveLength(1);
    expect(calendars[0]).toMatchObject({ businessId: 'b-1', orderIds: ['a', 'b'] });
    expect(calendars[0]!.filings.filter((f) => f.kind === 'ucr')).toHaveLength(1);
  });

  it('counts a report as met when the business ordered it in the months before its due date, and UCR never by the window', () => {
    const report = { kind: 'state-obligation' as const, orderPath: '/business/annual-report', dueDate: '2027-05-01' };
    expect(filingOrderedThroughUs(report, [{ serviceSlug: 'annual-report', paidAt: '2027-03-01T10:00:00Z' }])).toBe(true);
    expect(filingOrderedThroughUs(report, [{ serviceSlug: 'annual-report', paidAt: '2026-04-20T10:00:00Z' }])).toBe(false);
    expect(filingOrderedThroughUs(report, [{ serviceSlug: 'llc-formation', paidAt: '2027-03-01T10:00:00Z' }])).toBe(false);
    const ucr = { kind: 'ucr' as const, orderPath: '/trucking-authority/ucr-2025', dueDate: '2027-12-31' };
    expect(filingOrderedThroughUs(ucr, [{ serviceSlug: 'ucr-2025', paidAt: '2027-10-01T10:00:00Z' }])).toBe(false);
  });

  it('keeps each reminder day once, furthest first', () => {
    expect(normalizeReminderOffsets([7, 60, 30, 7])).toEqual([60, 30, 7]);
  });
});
