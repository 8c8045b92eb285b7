import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { render } from '../../../test/render';
import { StaffSecondFactorSetup } from './staff-second-factor-setup';

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t; path=/';
  useAdminStore.setState({ admin: { id: 's-1' }, token: 'jwt' });
});
afterEach(() => vi.unstubAllGlobals());

describe('StaffSecondFactorSetup', () => {
  it('asks the password, shows the QR code and key, turns the factor on with a code and shows the recovery codes once', async () => {
    const codes = ['abcde-fghij', 'klmno-pqrst'];
    const fetch = mockFetch((url) =>
      url.endsWith('/api/admin/auth/2fa/enrol')
        ? jsonResponse({ success: true, data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg/>' } })
        : jsonResponse({ success: true, data: { recoveryCodes: codes } }),
    );
    const onDone = vi.fn();
    render(<StaffSecondFactorSetup onDone={onDone} />);
    type('Your password', 'a long staff passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set up my authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    type('Code from the app', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const enrol = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/admin/auth/2fa/enrol'));
    expect(bodyOf(enrol?.[1])).toEqual({ password: 'a long staff passphrase' });
    const confirm = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/admin/auth/2fa/confirm'));
    expect(bodyOf(confirm?.[1])).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a wrong code beside the field', async () => {
    mockFetch((url) =>
      url.endsWith('/api/admin/auth/2fa/enrol')
        ? jsonResponse({ success: true, data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg/>' } })
        : jsonResponse(
            {
              success: false,
              message: 'That code is not right, or was already used.',
              code: 'validation_failed',
              details: [{ path: 'code', message: 'That code is not right, or was already used.' }],
            },
            400,
          ),
    );
    render(<StaffSecondFactorSetup onDone={vi.fn()} />);
    type('Your password', 'a long staff passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set up my authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    type('Code from the app', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('That code is not right, or was already used.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});
