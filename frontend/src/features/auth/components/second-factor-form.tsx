import { LoginSecondFactorSchema } from '@filebridge/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { AlertIcon } from '../../../components/icons';
import { errorMessage, isApiError } from '../../../lib/api';
import { useSessionStore } from '../../../stores/session-store';
import { loginSecondFactor } from '../api/auth';
import { resolveAuthRedirect } from '../redirect';
import styles from './auth-page.module.css';

interface Props {
  challengeId: string;
  redirect: string | null;
  onSignedIn: () => void;
  /** Back to the password, after the log-in expired. */
  onRestart: () => void;
}

/** The second step of a log-in: a code from the authenticator app, or a recovery code. */
export function SecondFactorForm({ challengeId, redirect, onSignedIn, onRestart }: Props) {
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  const form = useZodForm(LoginSecondFactorSchema, { challengeId, code: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();

  const send = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await loginSecondFactor(values);
      onSignedIn();
      setUser(result.user, result.token, 'login');
      toast.success(`Welcome back, ${result.user.firstName}!`);
      await navigate(resolveAuthRedirect(redirect, result.user.id), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        toast.error(error.message);
        onRestart();
        return;
      }
      if (!showServerFieldErrors(error, form.setError, (p) => (p === 'code' ? 'code' : null)))
        setFormError(errorMessage(error, 'Log in failed. Please try again.'));
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-describedby={formError ? errorId : undefined}
      data-testid="second-factor-form"
    >
      <p className={styles.lead}>Enter the 6-digit code from your authenticator app. Lost your phone? Use one of your recovery codes.</p>
      <TextField id="auth-code" label="Code" inputMode="text" autoComplete="one-time-code" autoFocus required {...form.field('code')} />
      {formError ? (
        <p id={errorId} className={styles.formError} role="alert">
          <AlertIcon size={18} />
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={form.formState.isSubmitting} loadingText="Checking...">
        Verify and log in
      </Button>
    </form>
  );
}
