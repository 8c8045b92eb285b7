import { SecondFactorCodeSchema, SecondFactorConfirmSchema, SecondFactorEnrolSchema } from '@filebridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { ResourceView } from '../../../components/resource-state';
import { errorMessage, queryKeys } from '../../../lib/api';
import account from '../../../components/customer-page.module.css';
import { confirmSecondFactor, disableSecondFactor, enrolSecondFactor, secondFactorQuery, type Enrolment } from '../api/security';
import styles from './security.module.css';

/** A form with one code field, checked with the API's rule; `onCode` throws the API's error. */
function CodeForm({
  id,
  label,
  submit,
  schema,
  onCode,
}: {
  id: string;
  label: string;
  submit: string;
  schema: typeof SecondFactorCodeSchema | typeof SecondFactorConfirmSchema;
  onCode: (code: string) => Promise<void>;
}) {
  const form = useZodForm(schema, { code: '' });
  const [error, setError] = useState<string | null>(null);
  const send = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await onCode(code);
    } catch (err) {
      if (!showServerFieldErrors(err, form.setError, (p) => (p === 'code' ? 'code' : null))) setError(errorMessage(err));
    }
  });
  return (
    <form className={account.profileForm} onSubmit={send} noValidate>
      <TextField id={id} label={label} inputMode="text" autoComplete="one-time-code" required {...form.field('code')} />
      {error ? <p role="alert">{error}</p> : null}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Checking...">
          {submit}
        </Button>
      </div>
    </form>
  );
}

/** The password again, to start setting up an app. */
function StartForm({ onStart }: { onStart: (password: string) => Promise<void> }) {
  const form = useZodForm(SecondFactorEnrolSchema, { password: '' });
  const [error, setError] = useState<string | null>(null);
  const send = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await onStart(password);
    } catch (err) {
      if (!showServerFieldErrors(err, form.setError, (p) => (p === 'password' ? 'password' : null)))
        setError(errorMessage(err, 'We could not start the setup. Please try again.'));
    }
  });
  return (
    <form className={account.profileForm} onSubmit={send} noValidate>
      <TextField
        id="second-factor-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      {error ? <p role="alert">{error}</p> : null}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Starting...">
          Set up two-step sign-in
        </Button>
      </div>
    </form>
  );
}

/** Two-step sign-in with an authenticator app: set up (QR code, then a first code), recovery codes, turn off. */
export function SecondFactorPanel() {
  const status = useQuery(secondFactorQuery());
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.my.secondFactor() });

  return (
    <section className={account.card} aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className={account.sectionTitle}>
        Two-step sign-in
      </h2>
      <p className={account.muted}>After your password, log-in asks for a code from an authenticator app on your phone.</p>
      <ResourceView
        resource={{ data: status.data, error: status.error, reload: () => void status.refetch() }}
        loadingLabel="Loading…"
        errorTitle="We could not load your two-step sign-in."
      >
        {(data) =>
          codes ? (
            <div>
              <p>
                <strong>Two-step sign-in is on.</strong> Keep these recovery codes somewhere safe: each lets you in once if you lose your
                phone. They are shown only now.
              </p>
              <ul className={styles.codes} aria-label="Recovery codes">
                {codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <Button variant="outline" onClick={() => setCodes(null)}>
                I have saved them
              </Button>
            </div>
          ) : data.enabled ? (
            <div>
              <p className={styles.itemTitle}>
                <Badge tone="success">On</Badge>
                {data.recoveryCodesLeft} recovery code{data.recoveryCodesLeft === 1 ? '' : 's'} left
              </p>
              <CodeForm
                id="second-factor-disable"
                label="Code from your app or a recovery code"
                submit="Turn off two-step sign-in"
                schema={SecondFactorCodeSchema}
                onCode={async (code) => {
                  await disableSecondFactor(code);
                  setMessage('Two-step sign-in is off.');
                  await refresh();
                }}
              />
            </div>
          ) : enrolment ? (
            <div>
              <ol>
                <li>Scan this code with your authenticator app, or type the key into it.</li>
                <li>Enter the 6-digit code the app shows.</li>
              </ol>
              <img
                className={styles.qr}
                src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt="QR code for your authenticator app"
              />
              <p>
                Key: <code className={styles.secret}>{enrolment.secret}</code>
              </p>
              <CodeForm
                id="second-factor-confirm"
                label="Code from your app"
                submit="Turn on two-step sign-in"
                schema={SecondFactorConfirmSchema}
                onCode={async (code) => {
                  setCodes(await confirmSecondFactor(code));
                  setEnrolment(null);
                  await refresh();
                }}
              />
            </div>
          ) : (
            <StartForm
              onStart={async (password) => {
                setMessage('');
                setEnrolment(await enrolSecondFactor(password));
              }}
            />
          )
        }
      </ResourceView>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
