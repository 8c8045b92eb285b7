import { CloseAccountSchema, RETAINED_AFTER_CLOSURE } from '@filebridge/contracts';
import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { useSessionStore } from '../../../stores/session-store';
import { closeAccount } from '../api/account-data';
import styles from './security.module.css';

/** What closing erases, in the order the closure does it. */
const ERASED = [
  'Your name, phone, picture and email address',
  'Your password, two-step sign-in, recovery codes and every signed-in device',
  'Your filing answers, tax ids included, and the text of your messages',
  'The files you uploaded',
  'Your newsletter subscription, reminder settings and calendar feed',
];

/**
 * The last step of closing the account: what goes and what the law makes us keep, then the
 * password (and the second factor's code when it is on). Closed, the customer is signed out.
 * Mounted when opened, once the second factor's status is known; the code field exists only when it is on.
 */
export function CloseAccountDialog({ onClose, secondFactorOn }: { onClose: () => void; secondFactorOn: boolean }) {
  const form = useZodForm(CloseAccountSchema, secondFactorOn ? { password: '', code: '' } : { password: '' });
  const [error, setError] = useState<string | null>(null);
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();

  const close = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await closeAccount(values);
      logout('signed-out');
      toast.success('Your account is closed. We sent a confirmation to your email address.');
      await navigate('/', { replace: true });
    } catch (err) {
      if (!showServerFieldErrors(err, form.setError, (p) => (p === 'password' || p === 'code' ? p : null)))
        setError(errorMessage(err, 'We could not close your account. Please try again.'));
    }
  });

  return (
    <Modal open onClose={onClose} title="Close your account" description="This cannot be undone. You will be signed out everywhere.">
      <h3 className={styles.subheading}>What we erase</h3>
      <ul>
        {ERASED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className={styles.subheading}>What the law makes us keep</h3>
      <ul>
        {RETAINED_AFTER_CLOSURE.map((r) => (
          <li key={r.label}>
            <strong>{r.label}.</strong> {r.why}
          </li>
        ))}
      </ul>
      <form onSubmit={close} noValidate>
        <TextField
          id="close-account-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        {secondFactorOn ? (
          <TextField
            id="close-account-code"
            label="Code from your app, or a recovery code"
            inputMode="text"
            autoComplete="one-time-code"
            required
            {...form.field('code')}
          />
        ) : null}
        {error ? <p role="alert">{error}</p> : null}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Closing...">
            Close my account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
