import { LoginRequestSchema, SecondFactorCodeSchema, type AdminLoginResponse } from '@filebridge/contracts';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { staffHome, useAdminStore } from '../../../stores/admin-store';
import { adminLogin, adminLoginSecondFactor } from '../api/admin-api';
import styles from './admin-login-page.module.css';

/** The code step of a staff sign-in, once the password was right and the second factor is on. */
function CodeStep({ challengeId, onSignedIn }: { challengeId: string; onSignedIn: (result: AdminLoginResponse) => void }) {
  const form = useZodForm(SecondFactorCodeSchema, { code: '' });
  const send = form.handleSubmit(async ({ code }) => {
    try {
      onSignedIn(await adminLoginSecondFactor({ challengeId, code }));
    } catch (error) {
      toast.error(errorMessage(error, 'That code did not work. Please try again.'));
    }
  });
  return (
    <form className={styles.form} onSubmit={send} noValidate aria-label="Two-step sign-in code">
      <TextField
        id="admin-code"
        label="Code from your authenticator app"
        hint="Or one of your recovery codes."
        inputMode="text"
        autoComplete="one-time-code"
        {...form.field('code')}
      />
      <Button type="submit" size="lg" block loading={form.formState.isSubmitting} loadingText="Checking...">
        Continue
      </Button>
    </form>
  );
}

/**
 * `/admin/login`: staff sign in here with their password, then a code from their authenticator app;
 * on success the staff member and token are persisted. A staff member without a second factor yet
 * is signed in and sets one up on the dashboard before anything else.
 */
export function AdminLoginPage() {
  usePageTitle('Admin Log In | Filebridge');
  const admin = useAdminStore((s) => s.admin);
  const setAdmin = useAdminStore((s) => s.setAdmin);
  const navigate = useNavigate();
  const form = useZodForm(LoginRequestSchema, { email: '', password: '' });
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  if (admin && !submitting) return <Navigate to={staffHome(admin)} replace />;

  const signedIn = (result: AdminLoginResponse) => {
    setAdmin({ ...result.admin }, result.token);
    toast.success(`Signed in as ${result.admin.email}.`);
    navigate(staffHome(result.admin), { replace: true });
  };

  const signIn = form.handleSubmit(async (values) => {
    try {
      const result = await adminLogin(values);
      if ('twoFactorRequired' in result) setChallengeId(result.challengeId);
      else signedIn(result);
    } catch (error) {
      toast.error(errorMessage(error, 'Sign in failed. Please try again.'));
    }
  });

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Admin Log In</h1>
        {challengeId ? (
          <>
            <p className={styles.lead}>Enter the 6-digit code your authenticator app shows for Filebridge.</p>
            <CodeStep challengeId={challengeId} onSignedIn={signedIn} />
          </>
        ) : (
          <>
            <p className={styles.lead}>Sign in with your staff account to manage orders, queues and the catalog.</p>
            <form className={styles.form} onSubmit={signIn} noValidate aria-label="Admin log in">
              <TextField id="admin-email" label="Email" type="email" autoComplete="username" {...form.field('email')} />
              <TextField id="admin-password" label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
              <Button type="submit" size="lg" block loading={submitting} loadingText="Signing in...">
                Sign In
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
