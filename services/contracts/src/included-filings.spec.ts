import type { OrderStatus } from './order-state';
import { openOrderIncluding } from './included-filings';

const authority = (status: OrderStatus, packageTitle = 'Standard') =>
  ({
    orderNumber: 'FB-100321',
    status,
    serviceSlug: 'interstate-authority-packages',
    serviceName: 'Interstate Authority',
    packageTitle,
  }) as const;

describe('openOrderIncluding', () => {
  it('finds a paid or in-progress order whose package files the same thing', () => {
    expect(openOrderIncluding('boc3-filing', [authority('paid')])?.orderNumber).toBe('FB-100321');
    expect(openOrderIncluding('boc3-filing', [authority('in_progress')])?.orderNumber).toBe('FB-100321');
  });

  it.each(['pending_payment', 'payment_failed', 'expired', 'refunded', 'completed'] as const)('ignores an order that is %s', (status) => {
    expect(openOrderIncluding('boc3-filing', [authority(status)])).toBeNull();
  });

  it('ignores a package without the filing and a service nothing includes', () => {
    expect(openOrderIncluding('boc3-filing', [authority('paid', 'Basic')])).toBeNull();
    expect(openOrderIncluding('ucr-registration', [authority('paid')])).toBeNull();
  });
});
