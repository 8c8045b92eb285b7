import type { MyOrderDetail } from '../api/account';

/** An order as GET /api/my/orders/:id returns it, for tests. */
export function makeOrderDetail(overrides: Partial<MyOrderDetail> = {}): MyOrderDetail {
  return {
    id: 'o-1',
    orderNumber: 'FB-100001',
    status: 'paid',
    serviceSlug: 'llc-formation',
    serviceName: 'LLC Formation',
    packageTitle: 'Basic',
    total: 352.06,
    createdAt: '2026-03-01T15:30:00.000Z',
    paidAt: '2026-03-01T15:31:00.000Z',
    businessName: 'Lone Star Coffee LLC',
    customerEmail: 'ada@example.com',
    businessInfo: { name: 'Lone Star Coffee LLC', type: 'LLC', state: 'Texas', address: '100 Congress Ave', city: 'Austin', zip: '78701' },
    customerInfo: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '512-555-0100',
      billingAddress: { address: '100 Congress Ave', city: 'Austin', state: 'Texas', zip: '78701' },
    },
    items: [
      { description: 'LLC Formation: Basic', amount: 49, kind: 'package' },
      { description: 'Texas state LLC filing fee, at cost', amount: 300, kind: 'government-fee' },
    ],
    additionalServices: { expeditedProcessing: false, registeredAgent: false, ein: false },
    includedAddOns: { expeditedProcessing: false, registeredAgent: false, ein: false },
    expedited: false,
    addOns: [],
    subtotal: 349,
    taxAmount: 3.06,
    timeline: [],
    refunded: 0,
    refunds: [],
    cancellable: false,
    phase: null,
    phaseLabel: null,
    unreadMessages: 0,
    phaseTimeline: [],
    estimatedCompletion: null,
    requests: [],
    ...overrides,
  };
}
