import { businessCalendars } from './business-calendars';
import { complianceFilings } from './order-filings';
import { reminderDates } from './reminders';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('compliance calendar', () => {
  it('sends reminders 60, 30 and 7 days before the due date, only those not yet past', () => {
    expect(reminderDates('2027-05-01', day('2027-01-10'))).toEqual(['2027-03-02', '2027-04-01', '2027-04-24']);
    expect(reminderDates('2027-05-01', day('2027-01-10'), [14])).toEqual(['2027-04-17']);
    expect(reminderDates('2027-05-01', day('2027-04-20'))).toEqual(['2027-04-24']);
    expect(reminderDates('2027-05-01', day('2027-04-30'))).toEqual([]);
  });

  it('lists a California LLC formed today with its initial Statement of Information within 90 days and the $800 annual tax', () => {
    const filings = complianceFilings(
      {
        orderId: 'o-ca',
        serviceSlug: 'llc-formation',
        paidAt: '2026-11-26T10:00:00Z',
        state: 'California',
        businessName: 'Golden Gate Goods LLC',
      },
      day('2026-11-26'),
    );
    const byId = new Map(filings.map((f) => [f.filingId, f]));
    expect(byId.get('ca-llc-soi-initial')).toMatchObject({
      dueDate: '2027-02-24',
      kind: 'state-obligation',
      orderPath: '/business/annual-report',
    });
    expect(byId.get('ca-llc-annual-tax')).toMatchObject({ dueDate: '2027-02-15', amountUsd: 800, orderPath: null });
    expect(byId.get('ca-llc-soi-biennial')).toMatchObject({ dueDate: '2028-11-30' });
    expect(filings[0]!.key).toBe('company-ca-golden-gate-goods-llc/ca-llc-annual-tax');
  });

  it('lists the Texas franchise tax report every May 15 and the Delaware LLC tax every June 1, with the sources in conflict said', () => {
    const tx = complianceFilings(
      { orderId: 'o-tx', serviceSlug: 'llc-formation', paidAt: '2026-11-26', state: 'TX', businessName: 'Lone Star' },
      day('2027-06-01'),
    );
    expect(tx.map((f) => [f.filingId, f.dueDate])).toEqual([['tx-llc-franchise', '2028-05-15']]);
    const [de] = complianceFilings(
      { orderId: 'o-de', serviceSlug: 'llc-formation', paidAt: '2026-03-02', state: 'DE', businessName: 'First State' },
      day('2026-11-26'),
    );
    expect(de).toMatchObject({ filingId: 'de-llc-annual-tax', dueDate: '2027-06-01', amountUsd: 400 });
    expect(de!.detail).toContain('Sources disagree');
  });

  it('counts a formation from the day the state approved it, once it has', () => {
    const paid = { orderId: 'o-nv', serviceSlug: 'llc-formation', paidAt: '2026-01-20', state: 'NV', businessName: 'Silver' } as const;
    const list = (approvedAt?: string) =>
      complianceFilings({ ...paid, approvedAt }, day('2026-11-26')).find((f) => f.filingId === 'nv-llc-annual-list');
    expect(list()?.dueDate).toBe('2027-01-31');
    expect(list('2026-02-03')?.dueDate).toBe('2027-02-28');
  });

  it('still lists what the data cannot date, without a date and marked as an estimate', () => {
    const filings = complianceFilings(
      { orderId: 'o-al', serviceSlug: 'llc-formation', paidAt: '2026-11-26', state: 'AL', businessName: 'Yellowhammer' },
      day('2026-11-26'),
    );
    expect(filings).toEqual([expect.objectContaining({ filingId: 'al-llc-privilege-tax', dueDate: null, reminders: [], estimate: true })]);
    expect(filings[0]!.detail).toContain('check with the state');
  });

  it('dates the MCS-150 by the USDOT number (49 CFR 390.19), UCR by December 31 and the next IFTA return', () => {
    const filings = complianceFilings(
      { orderId: 'o-4', serviceSlug: 'ucr-2025', paidAt: '2026-01-05', usdotNumber: '1234567' },
      day('2026-11-23'),
    );
    expect(filings.map((f) => [f.key, f.dueDate])).toEqual([
      ['usdot-1234567/ucr', '2026-12-31'],
      ['usdot-1234567/mcs150', '2028-07-31'],
    ]);
    expect(filings[0]!.title).toBe('UCR 2027 registration');
    // Bought 2027 with us: the next one to buy is 2028's, and the calendar's link sells the year it names.
    const bought = complianceFilings(
      { orderId: 'o-6', serviceSlug: 'ucr-2025', paidAt: '2026-11-20', usdotNumber: '1234567', ucrYear: 2027 },
      day('2026-11-23'),
    );
    expect(bought.map((f) => [f.title, f.dueDate])[0]).toEqual(['UCR 2028 registration', '2027-12-31']);
    const [ifta] = complianceFilings({ orderId: 'o-5', serviceSlug: 'irp-ifta', paidAt: '2026-01-05' }, day('2026-11-23'));
    expect([ifta!.title, ifta!.dueDate]).toEqual(['IFTA fuel-tax return, Q4 2026', '2027-01-31']);
  });

  it('lists each filing once per business, however many orders imply it', () => {
    const carrier = { paidAt: '2026-02-01', usdotNumber: '1234567' };
    const calendars = businessCalendars(
      [
        { orderId: 'o-authority', serviceSlug: 'interstate-authority-packages', ...carrier },
        { orderId: 'o-ucr', serviceSlug: 'ucr-2025', ...carrier, paidAt: '2026-03-01' },
        { orderId: 'o-llc', serviceSlug: 'llc-formation', paidAt: '2026-01-10', state: 'TX', businessName: 'Lone Star LLC' },
        {
          orderId: 'o-report',
          serviceSlug: 'annual-report',
          paidAt: '2026-05-10',
          state: 'TX',
          businessName: 'Lone  Star, LLC',
          businessType: 'LLC',
        },
      ],
      day('2026-11-23'),
    );
    expect(calendars.map((c) => [c.subject, c.orderIds, c.filings.map((f) => f.filingId)])).toEqual([
      ['company-tx-lone-star-llc', ['o-llc', 'o-report'], ['tx-llc-franchise']],
      ['usdot-1234567', ['o-authority', 'o-ucr'], ['ucr', 'mcs150']],
    ]);
  });
});
