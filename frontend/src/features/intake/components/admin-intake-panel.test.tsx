import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { makeStaff } from '../../../test/factories';
import { apiError, onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import type { ApiData } from '../../../lib/api/client';
import { AdminIntakePanel } from './admin-intake-panel';

const intake: ApiData<'adminIntake'> = {
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

describe('AdminIntakePanel', () => {
  it('shows the details with the tax id masked, and reveals it on request', async () => {
    onApi('adminIntake', () => ({ success: true, data: intake }));
    const reveal = onApi('adminRevealIntake', () => ({ success: true, data: { field: 'responsiblePartyTaxId', value: '219099999' } }));
    render(<AdminIntakePanel orderId="o-1" />);
    expect(await screen.findByText('•••• 9999')).toBeInTheDocument();
    expect(screen.getByText('Dana Rivera')).toBeInTheDocument();
    expect(screen.getByText('LLC')).toBeInTheDocument();
    expect(screen.queryByText('219099999')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reveal Responsible party’s SSN or ITIN' }));
    expect(await screen.findByText('219099999')).toBeInTheDocument();
    expect(reveal.mock.calls.map(([call]) => [call.params, call.body])).toEqual([[{ id: 'o-1' }, { field: 'responsiblePartyTaxId' }]]);
  });

  it('shows nothing for an order that takes no filing details', async () => {
    onApi('adminIntake', () => apiError(404, 'This order needs no filing details.', 'intake_not_needed'));
    const { container } = render(<AdminIntakePanel orderId="o-1" />);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
