import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminStore } from '../../../stores/admin-store';
import { onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import { StaffSecondFactorSetup } from './staff-second-factor-setup';

const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg/>' };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t; path=/';
  useAdminStore.setState({ admin: { id: 's-1' }, token: 'jwt' });
});

describe('StaffSecondFactorSetup', () => {
  it('asks the password, shows the QR code and key, turns the factor on with a code and shows the recovery codes once', async () => {
    const codes = ['abcde-fghij', 'klmno-pqrst'];
    const enrol = onApi('adminEnrolSecondFactor', () => ({ success: true, data: ENROLMENT }));
    const confirm = onApi('adminConfirmSecondFactor', () => ({ success: true, data: { recoveryCodes: codes } }));
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
    expect(enrol.mock.calls.map(([call]) => call.body)).toEqual([{ password: 'a long staff passphrase' }]);
    expect(confirm.mock.calls.map(([call]) => call.body)).toEqual([{ code: '123456' }]);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a wrong code beside the field', async () => {
    onApi('adminEnrolSecondFactor', () => ({ success: true, data: ENROLMENT }));
    onApi('adminConfirmSecondFactor', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'That code is not right, or was already used.',
          code: 'validation_failed',
          details: [{ path: 'code', message: 'That code is not right, or was already used.' }],
        },
        { status: 400 },
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
