import { ROLE_PERMISSIONS } from '@filebridge/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import { AdminDashboardPage } from './admin-dashboard-page';

const profile = (role: 'support' | 'owner', secondFactorEnabled = true) => ({
  id: 'a-1',
  email: `${role}@filebridge.test`,
  firstName: 'Sam',
  lastName: 'Staff',
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  secondFactorEnabled,
});

function renderDashboard(path = '/admin/dashboard/a-1') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/dashboard/:adminId" element={<AdminDashboardPage />}>
          <Route index element={<h1>Overview</h1>} />
          <Route path="staff" element={<h1>Staff</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useAdminStore.setState({ admin: { id: 'a-1' }, token: 'jwt' }));

describe('AdminDashboardPage', () => {
  it('shows only the sections the role may open', async () => {
    onApi('adminMe', () => ({ success: true, admin: profile('support') }));
    renderDashboard();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Queues' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Subscribers & applications' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('tells a role that may not open a section so, instead of showing it', async () => {
    onApi('adminMe', () => ({ success: true, admin: profile('support') }));
    renderDashboard('/admin/dashboard/a-1/staff');
    expect(await screen.findByText('Your role does not open this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
  });

  it('holds a staff member without a second factor to setting one up', async () => {
    onApi('adminMe', () => ({ success: true, admin: profile('owner', false) }));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overview' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Admin sections' })).queryByRole('link', { name: 'Orders' })).toBeNull();
  });
});
