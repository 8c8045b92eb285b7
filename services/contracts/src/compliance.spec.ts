import { complianceFilings, dueInYear, nextReportDue, reminderDates } from './compliance';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('compliance calendar', () => {
  it('sends reminders 30 and 7 days before the due date, only those not yet past', () => {
    expect(reminderDates('2027-05-01', day('2027-01-10'))).toEqual(['2027-04-01', '2027-04-24']);
    expect(reminderDates('2027-05-01', day('2027-04-20'))).toEqual(['2027-04-24']);
    expect(reminderDates('2027-05-01', day('2027-04-30'))).toEqual([]);
  });

  it('reads the state rule as the data words it', () => {
    const anchor = day('2026-03-14');
    expect(dueInYear('May 1', 2027, anchor)).toEqual(new Date('2027-05-01T00:00:00Z'));
    expect(dueInYear('Jan 1 - Mar 31', 2027, anchor)).toEqual(new Date('2027-03-31T00:00:00Z'));
    expect(dueInYear('Sept 30', 2027, anchor)).toEqual(new Date('2027-09-30T00:00:00Z'));
    expect(dueInYear('Last day of anniversary month', 2027, anchor)).toEqual(new Date('2027-03-31T00:00:00Z'));
    expect(dueInYear('First day of anniversary month', 2027, anchor)).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(dueInYear('Anniversary date', 2027, anchor)).toEqual(new Date('2027-03-14T00:00:00Z'));
    expect(dueInYear('End of anniversary quarter', 2027, anchor)).toEqual(new Date('2027-03-31T00:00:00Z'));
    expect(dueInYear('Within 3 months after fiscal year end', 2027, anchor)).toBeNull();
  });

  it('starts in the year after formation and follows biennial parity', () => {
    expect(nextReportDue('May 1', 'annual', day('2026-06-01'), day('2026-06-02'))).toBe('2027-05-01');
    expect(nextReportDue('May 1', 'annual', day('2024-06-01'), day('2026-06-02'))).toBe('2027-05-01');
    expect(nextReportDue('Jan 1 - Apr 1 (Biennial, odd years)', 'biennial', day('2026-02-01'), day('2026-02-02'))).toBe('2027-04-01');
    expect(nextReportDue('Jan 1 - Apr 1 (Biennial, odd years)', 'biennial', day('2027-02-01'), day('2027-02-02'))).toBe('2029-04-01');
    expect(nextReportDue('Last day of anniversary month (Biennial)', 'biennial', day('2026-08-10'), day('2027-09-01'))).toBe('2029-08-31');
  });

  it('lists the LLC annual report of a formation order by state and order date', () => {
    const [report] = complianceFilings(
      { orderId: 'o-1', serviceSlug: 'llc-formation', paidAt: '2026-03-14T10:00:00Z', state: 'Florida' },
      day('2026-11-23'),
    );
    expect(report).toEqual({
      key: 'o-1:annual-report',
      kind: 'annual-report',
      title: 'Florida LLC annual report',
      dueDate: '2027-05-01',
      reminders: ['2027-04-01', '2027-04-24'],
      orderPath: '/business/annual-report',
      detail: expect.stringContaining('May 1'),
      source: expect.any(String),
    });
  });

  it('lists the corporation report where the data has a rule, and nothing for a state without one', () => {
    const corp = complianceFilings({ orderId: 'o-2', serviceSlug: 'corporation', paidAt: '2026-02-01', state: 'PA' }, day('2026-11-23'));
    expect(corp.map((f) => [f.title, f.dueDate])).toEqual([['Pennsylvania corporation annual report', '2027-06-30']]);
    expect(
      complianceFilings({ orderId: 'o-3', serviceSlug: 'llc-formation', paidAt: '2026-02-01', state: 'Ohio' }, day('2026-11-23')),
    ).toEqual([]);
  });

  it('dates the MCS-150 by the USDOT number (49 CFR 390.19), UCR by December 31 and the next IFTA return', () => {
    const filings = complianceFilings(
      { orderId: 'o-4', serviceSlug: 'ucr-2025', paidAt: '2026-01-05', usdotNumber: '1234567' },
      day('2026-11-23'),
    );
    expect(filings.map((f) => [f.kind, f.dueDate])).toEqual([
      ['ucr', '2026-12-31'],
      ['mcs150', '2028-07-31'],
    ]);
    expect(filings[0]!.title).toBe('UCR 2027 registration');
    const [ifta] = complianceFilings({ orderId: 'o-5', serviceSlug: 'irp-ifta', paidAt: '2026-01-05' }, day('2026-11-23'));
    expect([ifta!.title, ifta!.dueDate]).toEqual(['IFTA fuel-tax return, Q4 2026', '2027-01-31']);
  });
});
