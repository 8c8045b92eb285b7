import { ROLE_PERMISSIONS } from '@filebridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { apiError, onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import { StaffInvitePage } from './staff-invite-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const TOKEN = 'U3RhZmYtaW52aXRlLXRva2VuLWV4YW1wbGUtMDAwMDAx';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderPage() {
  return render(
    <MemoryRouter initialEntries={[`/admin/invite?token=${TOKEN}`]}>
      <Routes>
        <Route path="/admin/invite" element={<StaffInvitePage />} />
        <Route path="/admin/dashboard/:adminId" element={<h1>Overview</h1>} />
        <Route path="/admin/dashboard/:adminId/work" element={<h1>Work queue</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=t; path=/';
  useAdminStore.setState({ admin: null, token: null });
});

describe('StaffInvitePage', () => {
  it('shows the role, takes a name and password, signs in and opens the work queue, where the second factor is set up first', async () => {
    const admin = {
      id: 's-1',
      email: 'sam@filebridge.test',
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'operator' as const,
      permissions: [...ROLE_PERMISSIONS.operator],
      secondFactorEnabled: false,
    };
    onApi('staffInvite', () => ({ success: true, data: { email: admin.email, role: 'operator', expiresAt: '2026-11-29T10:00:00.000Z' } }));
    const accept = onApi('acceptStaffInvite', () => ({ success: true, admin, token: 'tok-s' }));
    renderPage();
    expect(await screen.findByText('Operator')).toBeInTheDocument();
    type('First name', 'Sam');
    type('Last name', 'Staff');
    type('Password', 'a long staff passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(await screen.findByRole('heading', { name: 'Work queue' })).toBeInTheDocument();
    expect(accept.mock.calls.map(([call]) => call.body)).toEqual([
      { token: TOKEN, firstName: 'Sam', lastName: 'Staff', password: 'a long staff passphrase' },
    ]);
    expect(useAdminStore.getState()).toMatchObject({ admin: { id: 's-1', secondFactorEnabled: false }, token: 'tok-s' });
  });

  it('says when the link can no longer be used', async () => {
    onApi('staffInvite', () =>
      apiError(404, 'This invitation has expired or was already used. Ask an owner for a new one.', 'invite_unusable'),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('expired or was already used'));
    expect(screen.queryByRole('button', { name: 'Join the staff' })).toBeNull();
  });
});
