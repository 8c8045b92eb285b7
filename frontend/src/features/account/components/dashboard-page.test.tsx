import { describe, expect, it } from 'vitest';
import { sectionOf } from './dashboard-page';

describe('DashboardPage', () => {
  it('maps the rest of the path to a section', () => {
    expect(sectionOf(undefined)).toEqual({ kind: 'orders' });
    expect(sectionOf('orders/o-1')).toEqual({ kind: 'order', orderId: 'o-1' });
    expect(sectionOf('profile')).toEqual({ kind: 'profile' });
    expect(sectionOf('compliance')).toEqual({ kind: 'compliance' });
    expect(sectionOf('security')).toEqual({ kind: 'security' });
    expect(sectionOf('nope/x/y')).toEqual({ kind: 'unknown' });
  });
});
