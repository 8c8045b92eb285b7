import { LoginRequestSchema, SignupRequestSchema, type SignupRequest } from '@filebridge/contracts';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { AlertIcon } from '../../../components/icons';
import { errorMessage, isApiError } from '../../../lib/api';
import { useSessionStore } from '../../../stores/session-store';
import { login, signup } from '../api/auth';
import { resolveAuthRedirect } from '../redirect';
import { PasswordChecklist } from '../../../components/password-checklist';
import styles from './auth-page.module.css';

export type AuthMode = 'login' | 'signup';

const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;
type AuthField = (typeof SIGNUP_FIELDS)[number];
const EMPTY: Record<AuthField, string> = { firstName: '', lastName: '', email: '', phone: '', password: '' };

const fieldOf = (path: string): AuthField | null => (SIGNUP_FIELDS as readonly string[]).find((f) => f === path) as AuthField | null;

interface AuthFormProps {
  mode: AuthMode;
  redirect: string | null;
  onSignedIn: () => void;
  /** The password was right and the account asks for its second factor. */
  onChallenge: (challengeId: string) => void;
}

/** Sign-up or log-in form, checked with the same rules and sentences as the API. */
export function AuthForm({ mode, redirect, onSignedIn, onChallenge }: AuthFormProps) {
  const isSignup = mode === 'signup';
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  // Both modes share one value shape so they are one form; log-in's schema reads only its two fields.
  const schema = isSignup ? SignupRequestSchema : (LoginRequestSchema as unknown as typeof SignupRequestSchema);
  const form = useZodForm(schema, EMPTY);
  const { isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const passwordHelpId = useId();
  const formErrorId = useId();

  const send = async ({ phone, ...values }: SignupRequest) => {
    setFormError(null);
    try {
      const result = isSignup
        ? await signup(phone ? { ...values, phone } : values)
        : await login({ email: values.email, password: values.password });
      if ('twoFactorRequired' in result) {
        onChallenge(result.challengeId);
        return;
      }
      onSignedIn();
      setUser(result.user, result.token, mode);
      // Sign-up answers alike whether or not the address had an account; either way its inbox now holds our mail.
      toast.success(
        isSignup
          ? `Welcome, ${result.user.firstName}! Check your inbox at ${result.user.email} to verify your address.`
          : `Welcome back, ${result.user.firstName}!`,
      );
      navigate(resolveAuthRedirect(redirect, result.user.id), { replace: true });
    } catch (error) {
      const fallback = isSignup ? 'Sign up failed. Please try again.' : 'Log in failed. Please try again.';
      const message =
        isApiError(error) && error.isNetworkError
          ? 'We could not reach Filebridge. Check your connection and try again.'
          : errorMessage(error, fallback);
      toast.error(message);
      if (showServerFieldErrors(error, form.setError, fieldOf)) return;
      setFormError(message);
    }
  };

  const password = form.watch('password');

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(send)}
      onChange={() => setFormError(null)}
      noValidate
      aria-describedby={formError ? formErrorId : undefined}
      data-testid={`${mode}-form`}
    >
      {isSignup ? (
        <div className={styles.row}>
          <TextField id="auth-firstName" label="First name" autoComplete="given-name" required {...form.field('firstName')} />
          <TextField id="auth-lastName" label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        </div>
      ) : null}
      <TextField
        id="auth-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete={isSignup ? 'email' : 'username'}
        required
        {...form.field('email')}
      />
      {isSignup ? (
        <TextField
          id="auth-phone"
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
          hint="So our filing team can reach you if a state office has a question."
          {...form.field('phone')}
        />
      ) : null}
      <div className={styles.passwordField}>
        <TextField
          id="auth-password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          required
          aria-describedby={isSignup ? passwordHelpId : undefined}
          {...form.field('password')}
        />
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setShowPassword((s) => !s)}
          aria-pressed={showPassword}
          aria-controls="auth-password"
        >
          {showPassword ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      {isSignup ? <PasswordChecklist id={passwordHelpId} value={password ?? ''} /> : null}
      {formError ? (
        <p id={formErrorId} className={styles.formError} role="alert">
          <AlertIcon size={18} />
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={isSubmitting} loadingText={isSignup ? 'Creating account...' : 'Logging in...'}>
        {isSignup ? 'Sign Up' : 'Log In'}
      </Button>
      {isSignup ? (
        <p className={styles.legal}>
          By creating an account you agree to our <Link to="/legal/terms-conditions">Terms &amp; Conditions</Link> and{' '}
          <Link to="/legal/privacy-policy">Privacy Policy</Link>.
        </p>
      ) : (
        <p className={styles.legal}>
          <Link to="/my/forgot-password">Forgot your password?</Link>
        </p>
      )}
    </form>
  );
}
