import { PasswordResetConfirmSchema, PasswordResetRequestSchema } from '@filebridge/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { Container } from '../../../components/container';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { AlertIcon, MailIcon } from '../../../components/icons';
import { errorMessage, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionStore } from '../../../stores/session-store';
import { confirmPasswordReset, requestPasswordReset } from '../api/password';
import { PasswordChecklist } from '../../../components/password-checklist';
import { SecondFactorForm } from './second-factor-form';
import styles from './auth-page.module.css';

const FORGOT_PATH = '/my/forgot-password';

function Card({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Container>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </div>
      </Container>
    </div>
  );
}

function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.formError} role="alert">
      <AlertIcon size={18} />
      {message}
    </p>
  );
}

/** /my/forgot-password: asks for the address and says to check the inbox, the same whatever the address. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot your password? | Filebridge', 'Get a link to choose a new Filebridge password.');
  const form = useZodForm(PasswordResetRequestSchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();

  const send = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent((await requestPasswordReset(values)).message);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, (p) => (p === 'email' ? 'email' : null)))
        setFormError(errorMessage(error, 'We could not send the link. Please try again.'));
    }
  });

  return (
    <Card title="Forgot your password?" lead="Enter the email you log in with and we will send you a link to choose a new password.">
      <div role="status" aria-live="polite">
        {sent ? (
          <p className={styles.context}>
            <MailIcon size={18} />
            <span>
              <strong>Check your inbox.</strong> {sent}
            </span>
          </p>
        ) : null}
      </div>
      <form className={styles.form} onSubmit={send} noValidate aria-describedby={formError ? errorId : undefined}>
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          {...form.field('email')}
        />
        <FormError id={errorId} message={formError} />
        <Button type="submit" size="lg" block loading={form.formState.isSubmitting} loadingText="Sending...">
          {sent ? 'Send another link' : 'Send me a link'}
        </Button>
      </form>
      <p className={styles.switch}>
        Remembered it? <Link to="/my/login">Log in</Link>
      </p>
    </Card>
  );
}

/** /reset-password?token=: the page the mailed link opens; a new password signs the customer in here. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password | Filebridge', 'Choose a new password for your Filebridge account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  const form = useZodForm(PasswordResetConfirmSchema, { token, password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [show, setShow] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const checklistId = useId();
  const errorId = useId();

  const send = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await confirmPasswordReset(values);
      if ('twoFactorRequired' in result) {
        setChallenge(result.challengeId);
        return;
      }
      setUser(result.user, result.token, 'login');
      toast.success('Your new password is set. Every other device has been signed out.');
      await navigate(`/my/account/${result.user.id}`, { replace: true });
    } catch (error) {
      if (showServerFieldErrors(error, form.setError, (p) => (p === 'password' ? 'password' : null))) return;
      setFormError(
        isApiError(error) && error.isNetworkError
          ? 'We could not reach Filebridge. Check your connection and try again.'
          : errorMessage(error, 'We could not set your password. Please try again.'),
      );
    }
  });

  if (challenge) {
    return (
      <Card title="Enter your code" lead="Your new password is set. Your account also asks for its second step.">
        <SecondFactorForm
          challengeId={challenge}
          redirect={null}
          onSignedIn={() => undefined}
          onRestart={() => void navigate('/my/login')}
        />
      </Card>
    );
  }

  const tokenError = form.formState.errors.token?.message;
  if (!token || tokenError) {
    return (
      <Card title="Choose a new password" lead="This link cannot be used.">
        <FormError id={errorId} message={tokenError ?? 'This password reset link is not valid. Ask for a new one.'} />
        <p className={styles.switch}>
          <Link to={FORGOT_PATH}>Ask for a new link</Link>
        </p>
      </Card>
    );
  }

  return (
    <Card title="Choose a new password" lead="Setting it signs every device out of your account, and signs you in here.">
      <form className={styles.form} onSubmit={send} noValidate aria-describedby={formError ? errorId : undefined}>
        <div className={styles.passwordField}>
          <TextField
            id="reset-password"
            label="New password"
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            required
            aria-describedby={checklistId}
            {...form.field('password')}
          />
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setShow((s) => !s)}
            aria-pressed={show}
            aria-controls="reset-password"
          >
            {show ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </div>
        <PasswordChecklist id={checklistId} value={form.watch('password') ?? ''} />
        <FormError id={errorId} message={formError} />
        {formError && /expired|already used|not valid/.test(formError) ? (
          <p className={styles.switch}>
            <Link to={FORGOT_PATH}>Ask for a new link</Link>
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={form.formState.isSubmitting} loadingText="Saving...">
          Set new password
        </Button>
      </form>
    </Card>
  );
}
