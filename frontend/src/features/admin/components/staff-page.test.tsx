import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { onApi } from '../../../test/api-server';
import { makeStaff } from '../../../test/factories';
import { render } from '../../../test/render';
import type { StaffMember } from '../api/admin-api';
import { StaffPage } from './staff-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const owner: StaffMember = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@filebridge.test',
  firstName: 'Olive',
  lastName: 'Owner',
  role: 'owner',
  active: true,
  secondFactorEnabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const support: StaffMember = {
  ...owner,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'sam@filebridge.test',
  firstName: 'Sam',
  lastName: 'Support',
  role: 'support',
};

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/admin/dashboard/a-1/staff']}>
      <Routes>
        <Route path="/admin/dashboard/:adminId/staff" element={<StaffPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t; path=/';
  useAdminStore.setState({ admin: makeStaff('owner'), token: 'jwt' });
});

describe('StaffPage', () => {
  it('lists the staff, invites by email and role, and changes a role', async () => {
    let members = [owner, support];
    onApi('adminStaff', () => ({ success: true, data: { members, invites: [] } }));
    const invite = onApi('adminInviteStaff', () => ({
      success: true,
      data: { id: 'i-1', email: 'new@filebridge.test', role: 'finance', expiresAt: owner.createdAt, createdAt: owner.createdAt },
    }));
    const change = onApi('adminChangeStaffRole', ({ body }) => {
      members = [owner, { ...support, role: (body as Pick<StaffMember, 'role'>).role }];
      return { success: true, data: members[1]! };
    });
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Sam Support')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Actions' })[1]!.getAttribute('href')).toBe(
      `/admin/dashboard/a-1/audit?staffId=${support.id}`,
    );

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@filebridge.test' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'finance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
    expect(invite.mock.calls[0]![0].body).toEqual({ email: 'new@filebridge.test', role: 'finance' });

    fireEvent.change(screen.getByLabelText('Role of Sam Support'), { target: { value: 'operator' } });
    await waitFor(() => expect((screen.getByLabelText('Role of Sam Support') as HTMLSelectElement).value).toBe('operator'));
    expect(change.mock.calls.map(([call]) => [call.params, call.body])).toEqual([[{ id: support.id }, { role: 'operator' }]]);
  });

  it('deactivates a staff member after confirming', async () => {
    let members = [owner, support];
    onApi('adminStaff', () => ({ success: true, data: { members, invites: [] } }));
    const deactivate = onApi('adminDeactivateStaff', () => {
      members = [owner, { ...support, active: false }];
      return { success: true, data: members[1]! };
    });
    renderPage();
    await screen.findByRole('table');
    const row = screen.getByText('Sam Support').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(screen.getByText('Sam Support').closest('tr')!).getByText('Deactivated')).toBeInTheDocument());
    expect(deactivate.mock.calls.map(([call]) => call.params)).toEqual([{ id: support.id }]);
  });
});
