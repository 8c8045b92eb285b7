import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../api/admin-api';
import { apiError, onApi } from '../../../test/api-server';
import { OrderDetailPage } from './order-detail-page';
import { render } from '../../../test/render';

const detail: AdminOrderDetail = {
  id: 'o-1',
  orderNumber: 'FB-1001',
  status: 'in_progress',
  serviceSlug: 'dba-filing',
  serviceName: 'DBA Filing',
  packageTitle: 'Standard',
  businessName: 'Acme Trucking LLC',
  customerEmail: 'ada@example.com',
  total: 149,
  createdAt: '2025-03-03T15:00:00Z',
  paidAt: '2025-03-03T15:01:00Z',
  businessInfo: { name: 'Acme Trucking LLC', type: 'LLC', state: 'Texas', address: '1 Main St', city: 'Austin', zip: '78701' },
  customerInfo: {
    firstName: 'Ada',
    lastName: 'Lane',
    email: 'ada@example.com',
    phone: '+1 512 555 0100',
    billingAddress: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  },
  items: [{ description: 'DBA Filing: Standard', amount: 149, kind: 'package' }],
  additionalServices: { expeditedProcessing: false, registeredAgent: true, ein: false },
  includedAddOns: { expeditedProcessing: true, registeredAgent: false, ein: true },
  expedited: true,
  addOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
  quoteInputs: { fleetSize: 12, usdotNumber: '1234567' },
  subtotal: 149,
  taxAmount: 0,
  timeline: [],
  refunded: 0,
  refunds: [],
  cancellable: true,
  disputes: [],
  refundable: 149,
  paymentIntentId: 'pi_1',
  accountId: 'a-1',
  accountEmail: 'ada@example.com',
  nextTransitions: ['completed'],
  nextPhases: [],
  phase: null,
  phaseLabel: null,
  unreadMessages: 0,
  phaseTimeline: [],
  estimatedCompletion: null,
  requests: [],
  mails: [
    {
      key: 'order-received-o-1',
      template: 'order-received',
      recipient: 'ada@example.com',
      status: 'sending',
      mayHaveBeenSent: true,
      attempts: 1,
      sentAt: null,
      lastError: null,
    },
    {
      key: 'receipt-o-1',
      template: 'payment-receipt',
      recipient: 'ada@example.com',
      status: 'sent',
      mayHaveBeenSent: false,
      attempts: 1,
      sentAt: '2025-03-03T15:01:02Z',
      lastError: null,
    },
  ],
};

describe('order detail screen', () => {
  beforeEach(() => {
    // The panels beside the order (documents, intake, work, audit) are not what these tests read.
    for (const panel of ['adminDocuments', 'adminIntake', 'adminOrderWork', 'adminOrderAudit', 'adminOrderMessages'] as const)
      onApi(panel, () => apiError(503, 'Service unavailable'));
    onApi('adminOrder', ({ params }) => ({ success: true, data: { ...detail, id: params.id! } }));
  });

  it('shows a mail whose sender stopped mid-send as "May have been sent", and a sent one as sent', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/dashboard/a-1/orders/o-1']}>
        <Routes>
          <Route path="/admin/dashboard/:adminId/orders/:orderId" element={<OrderDetailPage orderId="o-1" />} />
        </Routes>
      </MemoryRouter>,
    );
    const mails = await screen.findByRole('region', { name: 'Mails sent for this order' });
    const [, uncertain, sent] = within(mails).getAllByRole('row');
    expect(within(uncertain!).getByText('May have been sent')).toBeInTheDocument();
    expect(uncertain!.textContent).toContain('may already be in the inbox');
    expect(within(sent!).getByText('Sent')).toBeInTheDocument();
  });

  it('shows the add-ons bought and those the package included, the expedite flag, and the customer’s quote answers', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/dashboard/a-1/orders/o-1']}>
        <Routes>
          <Route path="/admin/dashboard/:adminId/orders/:orderId" element={<OrderDetailPage orderId="o-1" />} />
        </Routes>
      </MemoryRouter>,
    );
    const addOns = await screen.findByRole('region', { name: 'Add-ons' });
    const fact = (term: string) => within(addOns).getByText(term).nextElementSibling?.textContent;
    expect(fact('Expedited processing')).toBe('Included in the package');
    expect(fact('Registered agent')).toBe('Bought');
    expect(fact('EIN registration')).toBe('Included in the package');
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Expedited')).toBeInTheDocument();
    expect(screen.getByTestId('order-status').textContent).toBe('In progress');
    const answers = screen.getByRole('region', { name: 'Customer’s answers' });
    expect(within(answers).getByText('Fleet size (power units)').nextElementSibling?.textContent).toBe('12');
    expect(within(answers).getByText('USDOT number').nextElementSibling?.textContent).toBe('1234567');
  });
});
