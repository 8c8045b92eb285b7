import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { SimplePage } from '../../../components/simple-page';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionStore } from '../../../stores/session-store';
import { login, signup } from '../api/auth';
import { resolveAuthRedirect } from '../redirect';
import styles from './auth-page.module.css';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Minimal customer Log In / Sign Up screens. The full auth screens belong to another issue; these
 * already sign in against the bff and honour the `redirect` parameter.
 */
export function LoginPage() {
  return <AuthForm mode="login" />;
}

export function SignupPage() {
  return <AuthForm mode="signup" />;
}

type Errors = Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>>;

function AuthForm({ mode }: { mode: 'login' | 'signup' }) {
  const isSignup = mode === 'signup';
  usePageTitle(isSignup ? 'Sign Up | Filebridge' : 'Log In | Filebridge', isSignup ? 'Create your Filebridge account.' : 'Log in to your Filebridge account.');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const update = (field: keyof typeof values) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): Errors => {
    const next: Errors = {};
    if (isSignup && !values.firstName.trim()) next.firstName = 'First name is required';
    if (isSignup && !values.lastName.trim()) next.lastName = 'Last name is required';
    if (!values.email.trim()) next.email = 'Email is required';
    else if (!EMAIL.test(values.email.trim())) next.email = 'Enter a valid email address';
    if (!values.password) next.password = 'Password is required';
    else if (isSignup && values.password.length < 8) next.password = 'Use at least 8 characters';
    return next;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const email = values.email.trim();
      const result = isSignup
        ? await signup({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email, password: values.password })
        : await login({ email, password: values.password });
      setUser(result.user, result.token);
      toast.success(isSignup ? 'Welcome! Your account is ready.' : 'Welcome back!');
      navigate(resolveAuthRedirect(redirect, result.user.id), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, isSignup ? 'Sign up failed. Please try again.' : 'Log in failed. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  const other = isSignup ? '/my/login' : '/my/signup';
  const otherHref = redirect ? `${other}?redirect=${encodeURIComponent(redirect)}` : other;

  return (
    <SimplePage
      title={isSignup ? 'Sign Up' : 'Log In'}
      lead={isSignup ? 'Create an account to order filings and track their progress.' : 'Welcome back. Log in to see your orders and continue checkout.'}
      width="sm"
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {isSignup ? (
          <div className={styles.row}>
            <TextField label="First name" autoComplete="given-name" value={values.firstName} onChange={update('firstName')} error={errors.firstName} />
            <TextField label="Last name" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} error={errors.lastName} />
          </div>
        ) : null}
        <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={update('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={update('password')}
          error={errors.password}
          hint={isSignup ? 'At least 8 characters.' : undefined}
        />
        <Button type="submit" size="lg" block loading={submitting} loadingText={isSignup ? 'Creating account...' : 'Logging in...'}>
          {isSignup ? 'Sign Up' : 'Log In'}
        </Button>
        <p className={styles.switch}>
          {isSignup ? 'Already have an account?' : 'New to Filebridge?'} <Link to={otherHref}>{isSignup ? 'Log in' : 'Create an account'}</Link>
        </p>
      </form>
    </SimplePage>
  );
}
