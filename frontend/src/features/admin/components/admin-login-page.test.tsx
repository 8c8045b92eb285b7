import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { useAdminStore } from '../../../stores/admin-store';
import { adminLogin } from '../api/admin-api';
import { AdminLoginPage } from './admin-login-page';

vi.mock('../api/admin-api', () => ({ adminLogin: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin/dashboard/:adminId" element={<h1>Dashboard</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('admin login', () => {
  beforeEach(() => {
    localStorage.clear();
    useAdminStore.setState({ admin: null, token: null });
    vi.mocked(adminLogin).mockReset();
  });

  it('shows the field errors and does not call the server when the form is incomplete', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    type('Email', 'nope');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Password is required.')).toBeNull();
    expect(adminLogin).not.toHaveBeenCalled();
  });

  it('stores the admin and token, then opens their dashboard', async () => {
    vi.mocked(adminLogin).mockResolvedValue({
      success: true,
      admin: { id: 'a-1', email: 'admin@filebridge.test', firstName: 'Ada', lastName: 'Admin' },
      token: 'tok-1',
    });
    renderLogin();
    type('Email', ' admin@filebridge.test ');
    type('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(adminLogin).toHaveBeenCalledWith({ email: 'admin@filebridge.test', password: 'secret-password' });
    expect(useAdminStore.getState().admin?.id).toBe('a-1');
    expect(JSON.parse(localStorage.getItem('adminData')!)).toMatchObject({ id: 'a-1' });
    expect(localStorage.getItem('adminToken')).toBe('tok-1');
  });

  it('shows the server message as an error toast and stays on the form', async () => {
    vi.mocked(adminLogin).mockRejectedValue(
      new ApiError(401, 'Email or password is incorrect.', 'invalid_credentials', undefined, 'Email or password is incorrect.'),
    );
    renderLogin();
    type('Email', 'admin@filebridge.test');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Email or password is incorrect.'));
    // The button leaves its "Signing in..." state in the render after the toast.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(useAdminStore.getState().admin).toBeNull();
  });
});
