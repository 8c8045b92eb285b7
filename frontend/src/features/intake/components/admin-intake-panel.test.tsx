import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { makeStaff } from '../../../test/factories';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { render } from '../../../test/render';
import { AdminIntakePanel } from './admin-intake-panel';

const intake = {
  orderId: 'o-1',
  orderNumber: 'FB-100042',
  serviceName: 'EIN Registration',
  family: 'ein',
  variant: 'ein',
  title: 'Your EIN application',
  state: 'Texas',
  ourAgent: false,
  phase: 'in_review',
  fields: [
    { key: 'responsibleParty', label: 'Responsible party', kind: 'text', required: true },
    { key: 'responsiblePartyTaxId', label: 'Responsible party’s SSN or ITIN', kind: 'taxId', required: true, sensitive: true },
    { key: 'entityType', label: 'Entity type', kind: 'select', required: true, options: [{ value: 'llc', label: 'LLC' }] },
  ],
  values: { responsibleParty: 'Dana Rivera', entityType: 'llc' },
  masked: { responsiblePartyTaxId: '•••• 9999' },
  submittedAt: '2026-03-01T15:30:00.000Z',
  updatedAt: '2026-03-01T15:30:00.000Z',
};

beforeEach(() => useAdminStore.setState({ admin: makeStaff('operator'), token: 'admin-jwt' }));
afterEach(() => vi.unstubAllGlobals());

describe('AdminIntakePanel', () => {
  it('shows the details with the tax id masked, and reveals it on request', async () => {
    const fetch = mockFetch((url) =>
      url.endsWith('/intake/reveal')
        ? jsonResponse({ success: true, data: { field: 'responsiblePartyTaxId', value: '219099999' } })
        : jsonResponse({ success: true, data: intake }),
    );
    render(<AdminIntakePanel orderId="o-1" />);
    expect(await screen.findByText('•••• 9999')).toBeInTheDocument();
    expect(screen.getByText('Dana Rivera')).toBeInTheDocument();
    expect(screen.getByText('LLC')).toBeInTheDocument();
    expect(screen.queryByText('219099999')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reveal Responsible party’s SSN or ITIN' }));
    expect(await screen.findByText('219099999')).toBeInTheDocument();
    const reveal = fetch.mock.calls.find(([url]) => String(url).endsWith('/intake/reveal'))!;
    expect(JSON.parse(String(reveal[1]!.body))).toEqual({ field: 'responsiblePartyTaxId' });
  });

  it('shows nothing for an order that takes no filing details', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'This order needs no filing details.', code: 'intake_not_needed' }, 404));
    const { container } = render(<AdminIntakePanel orderId="o-1" />);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
