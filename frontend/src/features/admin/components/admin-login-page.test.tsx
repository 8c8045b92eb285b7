import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ROLE_PERMISSIONS } from '@filebridge/contracts';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { useAdminStore } from '../../../stores/admin-store';
import { apiError, onApi } from '../../../test/api-server';
import { AdminLoginPage } from './admin-login-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ADMIN = {
  id: 'a-1',
  email: 'admin@filebridge.test',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'owner' as const,
  permissions: [...ROLE_PERMISSIONS.owner],
  secondFactorEnabled: true,
};

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin/dashboard/:adminId" element={<h1>Overview</h1>} />
        <Route path="/admin/dashboard/:adminId/work" element={<h1>Work queue</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('admin login', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=t; path=/';
    useAdminStore.setState({ admin: null, token: null });
    vi.mocked(toast.error).mockReset();
  });

  it('shows the field errors and does not call the server when the form is incomplete', async () => {
    const login = onApi('adminLogin', () => apiError(500, 'not expected'));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    type('Email', 'nope');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('asks for the code of the second factor, then stores the admin and token and opens their work queue', async () => {
    const login = onApi('adminLogin', () => ({ success: true, twoFactorRequired: true, challengeId: 'ch-1' }));
    const second = onApi('adminLoginSecondFactor', () => ({ success: true, admin: ADMIN, token: 'tok-1' }));
    renderLogin();
    type('Email', ' admin@filebridge.test ');
    type('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByLabelText('Code from your authenticator app');
    type('Code from your authenticator app', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Work queue' })).toBeInTheDocument();
    expect(login.mock.calls.map(([call]) => call.body)).toEqual([{ email: 'admin@filebridge.test', password: 'secret-password' }]);
    expect(second.mock.calls.map(([call]) => call.body)).toEqual([{ challengeId: 'ch-1', code: '123456' }]);
    expect(useAdminStore.getState().admin?.id).toBe('a-1');
    expect(JSON.parse(localStorage.getItem('adminData')!)).toMatchObject({ id: 'a-1', role: 'owner' });
    expect(localStorage.getItem('adminToken')).toBe('tok-1');
  });

  it('signs a staff member without a second factor straight in, to set one up', async () => {
    onApi('adminLogin', () => ({ success: true, admin: { ...ADMIN, secondFactorEnabled: false }, token: 'tok-2' }));
    renderLogin();
    type('Email', 'admin@filebridge.test');
    type('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Work queue' })).toBeInTheDocument();
    expect(useAdminStore.getState().admin).toMatchObject({ secondFactorEnabled: false });
  });

  it('shows the server message as an error toast and stays on the form', async () => {
    onApi('adminLogin', () => apiError(401, 'Email or password is incorrect.', 'invalid_credentials'));
    renderLogin();
    type('Email', 'admin@filebridge.test');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Email or password is incorrect.'));
    // The button leaves its "Signing in..." state in the render after the toast.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(useAdminStore.getState().admin).toBeNull();
  });
});
