import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { AlertIcon, CheckIcon, ClockIcon, DollarIcon, LockIcon } from '../../../components/icons';
import { Container } from '../../../components/container';
import { errorMessage, isApiError } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { login, signup } from '../api/auth';
import { authLink, resolveAuthRedirect, sanitizeRedirect } from '../redirect';
import {
  fieldOfServerMessage,
  passwordChecks,
  validateLogin,
  validateLoginField,
  validateSignup,
  validateSignupField,
  type FieldErrors,
  type SignupValues,
} from '../validation';
import styles from './auth-page.module.css';

/** Customer Log In at /my/login. */
export function LoginPage() {
  return <AuthScreen mode="login" />;
}

/** Customer Sign Up at /my/signup. */
export function SignupPage() {
  return <AuthScreen mode="signup" />;
}

type Mode = 'login' | 'signup';
const EMPTY: SignupValues = { firstName: '', lastName: '', email: '', phone: '', password: '' };
const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;
const LOGIN_FIELDS = ['email', 'password'] as const;

function AuthScreen({ mode }: { mode: Mode }) {
  const isSignup = mode === 'signup';
  usePageTitle(
    isSignup ? 'Sign Up | Filebridge' : 'Log In | Filebridge',
    isSignup ? 'Create your Filebridge account to order filings and follow their progress.' : 'Log in to your Filebridge account.',
  );
  const [params] = useSearchParams();
  const redirect = sanitizeRedirect(params.get('redirect'));
  const user = useSessionStore((s) => s.user);
  const signedInHere = useRef(false);

  // Already signed in (e.g. the back button after logging in): go where the visitor was heading.
  if (user && !signedInHere.current) return <Navigate to={resolveAuthRedirect(redirect, user.id)} replace />;

  return (
    <div className={styles.page}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.card}>
            <h1 className={styles.title}>{isSignup ? 'Sign Up' : 'Log In'}</h1>
            <p className={styles.lead}>
              {isSignup
                ? 'Order filings, pay securely and follow every step in your dashboard.'
                : 'Welcome back. See your orders and pick up where you left off.'}
            </p>
            <OrderContext redirect={redirect} />
            <AuthForm mode={mode} redirect={redirect} onSignedIn={() => (signedInHere.current = true)} />
            <p className={styles.switch}>
              {isSignup ? 'Already have an account?' : 'New to Filebridge?'}{' '}
              <Link to={authLink(isSignup ? 'login' : 'signup', redirect)}>{isSignup ? 'Log in' : 'Create an account'}</Link>
            </p>
          </div>
          <aside className={styles.aside} aria-label="Why customers choose Filebridge">
            <h2 className={styles.asideTitle}>What you get with Filebridge</h2>
            <ul className={styles.points}>
              <li>
                <DollarIcon size={20} />
                <span>
                  <strong>Clear prices.</strong> Our fee and the government fee are separate lines at checkout, and government fees are
                  passed through at cost.
                </span>
              </li>
              <li>
                <ClockIcon size={20} />
                <span>
                  <strong>Live order status.</strong> Follow your filing from payment to completion in your dashboard, with an email at each
                  step.
                </span>
              </li>
              <li>
                <LockIcon size={20} />
                <span>
                  <strong>Secure payment.</strong> Card details go straight to our payment provider; we never store them.
                </span>
              </li>
            </ul>
          </aside>
        </div>
      </Container>
    </div>
  );
}

/** "You're ordering …" when the visitor came from a package's buy button. */
function OrderContext({ redirect }: { redirect: string | null }) {
  const { serviceData, packageData } = useSelectionStore();
  const match = redirect && /\/checkout\/service\/([^/?#]+)\/([^/?#]+)/.exec(redirect);
  if (!match || !serviceData || !packageData || serviceData.slug !== match[1]) return null;
  if ((packageData.id ?? packageData._id) !== match[2]) return null;
  return (
    <p className={styles.context}>
      <CheckIcon size={18} />
      <span>
        Next: checkout for <strong>{serviceData.name}</strong> ({packageData.title}).
      </span>
    </p>
  );
}

interface AuthFormProps {
  mode: Mode;
  redirect: string | null;
  onSignedIn: () => void;
}

export function AuthForm({ mode, redirect, onSignedIn }: AuthFormProps) {
  const isSignup = mode === 'signup';
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignupValues>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof SignupValues, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const passwordHelpId = useId();
  const formErrorId = useId();

  const fieldError = (field: keyof SignupValues, next: SignupValues) =>
    isSignup ? validateSignupField(field, next) : field === 'email' || field === 'password' ? validateLoginField(field, next) : undefined;

  const update = (field: keyof SignupValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setFormError(null);
    // Live once the field has been left (or the form submitted): errors clear as soon as the value is fixed.
    if (touched[field] || errors[field]) setErrors((e) => ({ ...e, [field]: fieldError(field, next) }));
  };

  const blur = (field: keyof SignupValues) => (event: FocusEvent<HTMLInputElement>) => {
    // Leaving an empty field untouched is not an error yet; only validate what the visitor typed.
    if (!event.target.value && !touched[field]) return;
    setTouched((t) => ({ ...t, [field]: true }));
    setErrors((e) => ({ ...e, [field]: fieldError(field, values) }));
  };

  const focusFirstError = (found: FieldErrors<SignupValues>) => {
    const order = isSignup ? SIGNUP_FIELDS : LOGIN_FIELDS;
    const first = order.find((f) => found[f]);
    if (first) document.getElementById(`auth-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = isSignup ? validateSignup(values) : validateLogin(values);
    setErrors(found);
    setTouched({ firstName: true, lastName: true, email: true, phone: true, password: true });
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const email = values.email.trim();
      const phone = values.phone.trim();
      const result = isSignup
        ? await signup({
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email,
            password: values.password,
            ...(phone ? { phone } : {}),
          })
        : await login({ email, password: values.password });
      onSignedIn();
      setUser(result.user, result.token, mode);
      toast.success(isSignup ? `Welcome, ${result.user.firstName}! Your account is ready.` : `Welcome back, ${result.user.firstName}!`);
      navigate(resolveAuthRedirect(redirect, result.user.id), { replace: true });
    } catch (error) {
      const fallback = isSignup ? 'Sign up failed. Please try again.' : 'Log in failed. Please try again.';
      const message =
        isApiError(error) && error.isNetworkError
          ? 'We could not reach Filebridge. Check your connection and try again.'
          : errorMessage(error, fallback);
      toast.error(message);
      const aboutAField = isApiError(error) && (error.status === 400 || error.status === 409);
      const field = aboutAField ? fieldOfServerMessage(message) : null;
      if (field && (isSignup || field === 'email' || field === 'password')) {
        setErrors((e) => ({ ...e, [field]: message }));
        document.getElementById(`auth-${field}`)?.focus();
      } else {
        setFormError(message);
      }
      setSubmitting(false);
    }
  };

  const checks = passwordChecks(values.password);

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={formError ? formErrorId : undefined}
      data-testid={`${mode}-form`}
    >
      {isSignup ? (
        <div className={styles.row}>
          <TextField
            id="auth-firstName"
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={update('firstName')}
            onBlur={blur('firstName')}
            error={errors.firstName}
            maxLength={60}
            required
          />
          <TextField
            id="auth-lastName"
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={update('lastName')}
            onBlur={blur('lastName')}
            error={errors.lastName}
            maxLength={60}
            required
          />
        </div>
      ) : null}
      <TextField
        id="auth-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete={isSignup ? 'email' : 'username'}
        value={values.email}
        onChange={update('email')}
        onBlur={blur('email')}
        error={errors.email}
        maxLength={254}
        required
      />
      {isSignup ? (
        <TextField
          id="auth-phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={update('phone')}
          onBlur={blur('phone')}
          error={errors.phone}
          hint="So our filing team can reach you if a state office has a question."
          maxLength={20}
        />
      ) : null}
      <div className={styles.passwordField}>
        <TextField
          id="auth-password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={update('password')}
          onBlur={blur('password')}
          error={errors.password}
          maxLength={128}
          required
          aria-describedby={isSignup ? (errors.password ? `auth-password-message ${passwordHelpId}` : passwordHelpId) : undefined}
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
      {isSignup ? (
        <ul id={passwordHelpId} className={styles.checks} aria-label="Password requirements">
          {checks.map((c) => (
            <li key={c.label} className={cx(c.met && styles.met)}>
              {c.met ? <CheckIcon size={14} /> : <span className={styles.dot} aria-hidden="true" />}
              {c.label}
              <span className="visually-hidden">{c.met ? ' (done)' : ' (not yet)'}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {formError ? (
        <p id={formErrorId} className={styles.formError} role="alert">
          <AlertIcon size={18} />
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={submitting} loadingText={isSignup ? 'Creating account...' : 'Logging in...'}>
        {isSignup ? 'Sign Up' : 'Log In'}
      </Button>
      {isSignup ? (
        <p className={styles.legal}>
          By creating an account you agree to our <Link to="/legal/terms-conditions">Terms &amp; Conditions</Link> and{' '}
          <Link to="/legal/privacy-policy">Privacy Policy</Link>.
        </p>
      ) : (
        <p className={styles.legal}>
          Forgot your password? <Link to="/company/contact">Contact support</Link> and we’ll help you get back in.
        </p>
      )}
    </form>
  );
}
