import { describe, expect, it } from 'vitest';
import { annualReportItem, complianceItems, ucrItem, type ComplianceOrder } from './compliance';

const order = (o: Partial<ComplianceOrder>): ComplianceOrder => ({
  orderNumber: 'FB-1',
  serviceSlug: 'llc-formation',
  serviceName: 'LLC Formation',
  status: 'in_progress',
  ...o,
});

describe('compliance items', () => {
  it('gives the annual report rule of the business state, as general info with its source', () => {
    const item = annualReportItem('Arkansas', [order({ state: 'Arkansas' })])!;
    expect(item.when).toBe('Due May 1');
    expect(item.detail).toContain('every year');
    expect(item.detail).toContain('$150.00');
    expect(item.source).toContain('CC BY 4.0');
  });

  it('says so when the state has no LLC annual report', () => {
    expect(annualReportItem('Texas', [order({ state: 'Texas' })])!.when).toBe('No state annual report');
  });

  it('words the UCR renewal as "before January 1" and marks unconfirmed facts "typically"', () => {
    const item = ucrItem([order({ serviceSlug: 'ucr-2025' })], new Date('2026-11-20T12:00:00Z'));
    expect(item.when).toBe('Before January 1, 2027');
    expect(item.detail).toContain('typically opens around October 1');
    expect(item.detail).toContain('typically starts January 1');
  });

  it('uses only paid orders, one item per state plus UCR', () => {
    const items = complianceItems(
      [
        order({ orderNumber: 'FB-1', state: 'Arkansas' }),
        order({ orderNumber: 'FB-2', state: 'arkansas', serviceSlug: 'registered-agent' }),
        order({ orderNumber: 'FB-3', state: 'Ohio', status: 'pending_payment' }),
        order({ orderNumber: 'FB-4', serviceSlug: 'ucr-2025', status: 'paid' }),
        order({ orderNumber: 'FB-5', serviceSlug: 'trademark-registration', state: 'Ohio' }),
      ],
      new Date('2026-05-01T12:00:00Z'),
    );
    expect(items.map((i) => [i.key, i.orders])).toEqual([
      ['annual-report-AR', ['FB-1', 'FB-2']],
      ['ucr', ['FB-4']],
    ]);
  });
});
