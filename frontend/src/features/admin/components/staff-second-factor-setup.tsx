import { SecondFactorConfirmSchema, SecondFactorEnrolSchema } from '@filebridge/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { confirmStaffSecondFactor, enrolStaffSecondFactor, type StaffEnrolment } from '../api/admin-api';
import { PageHeader, Panel } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './staff-second-factor-setup.module.css';

function PasswordStep({ onEnrolment }: { onEnrolment: (e: StaffEnrolment) => void }) {
  const form = useZodForm(SecondFactorEnrolSchema, { password: '' });
  const [error, setError] = useState<string | null>(null);
  const send = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      onEnrolment(await enrolStaffSecondFactor(password));
    } catch (err) {
      if (!showServerFieldErrors(err, form.setError, (p) => (p === 'password' ? 'password' : null)))
        setError(errorMessage(err, 'We could not start the setup. Please try again.'));
    }
  });
  return (
    <form onSubmit={send} noValidate aria-label="Start two-step sign-in" className={local.form}>
      <TextField
        id="staff-factor-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      {error ? <p role="alert">{error}</p> : null}
      <Button type="submit" loading={form.formState.isSubmitting} loadingText="Starting...">
        Set up my authenticator app
      </Button>
    </form>
  );
}

function CodeStep({ enrolment, onCodes }: { enrolment: StaffEnrolment; onCodes: (codes: string[]) => void }) {
  const form = useZodForm(SecondFactorConfirmSchema, { code: '' });
  const [error, setError] = useState<string | null>(null);
  const send = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      onCodes(await confirmStaffSecondFactor(code));
    } catch (err) {
      if (!showServerFieldErrors(err, form.setError, (p) => (p === 'code' ? 'code' : null))) setError(errorMessage(err));
    }
  });
  return (
    <div>
      <ol className={local.steps}>
        <li>Scan this code with your authenticator app, or type the key into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        className={local.qr}
        width={180}
        height={180}
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt="QR code for your authenticator app"
      />
      <p className={local.key}>
        Key: <code className={styles.mono}>{enrolment.secret}</code>
      </p>
      <form onSubmit={send} noValidate aria-label="Confirm two-step sign-in" className={local.form}>
        <TextField
          id="staff-factor-code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.field('code')}
        />
        {error ? <p role="alert">{error}</p> : null}
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Checking...">
          Turn on two-step sign-in
        </Button>
      </form>
    </div>
  );
}

/**
 * What a staff member without a second factor sees instead of the console: staff accounts reach
 * nothing until an authenticator app is set up. The recovery codes are shown once, at the end.
 */
export function StaffSecondFactorSetup({ onDone }: { onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<StaffEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <>
      <PageHeader
        title="Set up two-step sign-in"
        description="Every staff account signs in with a password and a code from an authenticator app. Set yours up to open the console."
      />
      <Panel>
        {codes ? (
          <div>
            <p>
              <strong>Two-step sign-in is on.</strong> Keep these recovery codes somewhere safe: each signs you in once if you lose your
              phone. They are shown only now.
            </p>
            <ul aria-label="Recovery codes" className={`${styles.mono} ${local.codes}`}>
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <Button onClick={onDone}>I have saved them</Button>
          </div>
        ) : enrolment ? (
          <CodeStep enrolment={enrolment} onCodes={setCodes} />
        ) : (
          <PasswordStep onEnrolment={setEnrolment} />
        )}
      </Panel>
    </>
  );
}
