import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ROLE_PERMISSIONS } from '@filebridge/contracts';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { AdminLoginPage } from './admin-login-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ADMIN = {
  id: 'a-1',
  email: 'admin@filebridge.test',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'owner',
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
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));

describe('admin login', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=t; path=/';
    useAdminStore.setState({ admin: null, token: null });
    vi.mocked(toast.error).mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the field errors and does not call the server when the form is incomplete', async () => {
    const fetch = mockFetch();
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
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/api/admin/auth/login'))).toBe(false);
  });

  it('asks for the code of the second factor, then stores the admin and token and opens their work queue', async () => {
    const fetch = mockFetch((url) => {
      if (url.endsWith('/api/admin/auth/login')) return jsonResponse({ success: true, twoFactorRequired: true, challengeId: 'ch-1' });
      if (url.endsWith('/api/admin/auth/login/2fa')) return jsonResponse({ success: true, admin: ADMIN, token: 'tok-1' });
      return jsonResponse({ success: true });
    });
    renderLogin();
    type('Email', ' admin@filebridge.test ');
    type('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByLabelText('Code from your authenticator app');
    type('Code from your authenticator app', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Work queue' })).toBeInTheDocument();
    const login = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/admin/auth/login'));
    expect(bodyOf(login?.[1])).toEqual({ email: 'admin@filebridge.test', password: 'secret-password' });
    const second = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/admin/auth/login/2fa'));
    expect(bodyOf(second?.[1])).toEqual({ challengeId: 'ch-1', code: '123456' });
    expect(useAdminStore.getState().admin?.id).toBe('a-1');
    expect(JSON.parse(localStorage.getItem('adminData')!)).toMatchObject({ id: 'a-1', role: 'owner' });
    expect(localStorage.getItem('adminToken')).toBe('tok-1');
  });

  it('signs a staff member without a second factor straight in, to set one up', async () => {
    mockFetch(() => jsonResponse({ success: true, admin: { ...ADMIN, secondFactorEnabled: false }, token: 'tok-2' }));
    renderLogin();
    type('Email', 'admin@filebridge.test');
    type('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Work queue' })).toBeInTheDocument();
    expect(useAdminStore.getState().admin).toMatchObject({ secondFactorEnabled: false });
  });

  it('shows the server message as an error toast and stays on the form', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Email or password is incorrect.', code: 'invalid_credentials' }, 401));
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
