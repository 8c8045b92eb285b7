import { RETAINED_AFTER_CLOSURE } from '@filebridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { apiError, onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import { YourDataPanel } from './your-data-panel';

const factorOff = { success: true as const, data: { enabled: false, recoveryCodesLeft: 0 } };
const factorOn = { success: true as const, data: { enabled: true, recoveryCodesLeft: 8 } };

/** The panel on the Security tab; closing the account lands on the home page. */
const showPanel = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/my/account/security', element: <YourDataPanel /> },
          { path: '/', element: <p>Home page</p> },
        ],
        { initialEntries: ['/my/account/security'] },
      )}
    />,
  );

beforeEach(() => {
  localStorage.setItem('token', 'jwt');
  document.cookie = 'XSRF-TOKEN=t; path=/';
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

describe('YourDataPanel', () => {
  it('downloads the JSON copy and says so', async () => {
    onApi('secondFactorStatus', () => factorOff);
    const data = onApi('myData', () => HttpResponse.json({ success: true, data: { orders: [] } }));
    showPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    expect(await screen.findByText(/Downloaded my-filebridge-data-.*\.json\./)).toBeInTheDocument();
    expect(data).toHaveBeenCalledTimes(1);
  });

  it('says why a download was refused', async () => {
    onApi('secondFactorStatus', () => factorOff);
    onApi('myDocumentsZip', () => apiError(403, 'Verify your email address first.', 'email_unverified'));
    showPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Download my documents (ZIP)' }));
    expect(await screen.findByText('Verify your email address first.')).toBeInTheDocument();
  });

  it('lists what is erased and kept, then closes the account with the password and signs out', async () => {
    useSessionStore.setState({ user: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' }, token: 'jwt' });
    onApi('secondFactorStatus', () => factorOff);
    const close = onApi('closeAccount', () => ({ success: true }));
    showPanel();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close my account' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account' });
    for (const r of RETAINED_AFTER_CLOSURE) expect(within(dialog).getByText(`${r.label}.`)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Code from your app/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Correct-horse-42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(close.mock.calls.map(([call]) => call.body)).toEqual([{ password: 'Correct-horse-42' }]);
  });

  it('asks for the code when two-step sign-in is on, and shows a refusal', async () => {
    onApi('secondFactorStatus', () => factorOn);
    onApi('closeAccount', () =>
      apiError(409, 'Your account cannot be closed while we are still working on a paid order.', 'account_has_work_in_progress'),
    );
    showPanel();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close my account' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account' });
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Correct-horse-42' } });
    fireEvent.change(within(dialog).getByLabelText(/Code from your app/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/still working on a paid order/);
  });
});
