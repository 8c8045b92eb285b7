import { useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { CheckIcon, ClockIcon, DollarIcon, LockIcon } from '../../../components/icons';
import { Container } from '../../../components/container';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { authLink, resolveAuthRedirect, sanitizeRedirect } from '../redirect';
import { AuthForm, type AuthMode as Mode } from './auth-form';
import { SecondFactorForm } from './second-factor-form';
import styles from './auth-page.module.css';

/** Customer Log In at /my/login. */
export function LoginPage() {
  return <AuthScreen mode="login" />;
}

/** Customer Sign Up at /my/signup. */
export function SignupPage() {
  return <AuthScreen mode="signup" />;
}

function AuthScreen({ mode }: { mode: Mode }) {
  const isSignup = mode === 'signup';
  usePageTitle(
    isSignup ? 'Sign Up | Filebridge' : 'Log In | Filebridge',
    isSignup ? 'Create your Filebridge account to order filings and follow their progress.' : 'Log in to your Filebridge account.',
  );
  const [params] = useSearchParams();
  const redirect = sanitizeRedirect(params.get('redirect'));
  const user = useSessionStore((s) => s.user);
  const expired = useSessionStore((s) => s.expired);
  const signedInHere = useRef(false);
  const [challenge, setChallenge] = useState<string | null>(null);

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
            {expired && !isSignup ? (
              <p className={styles.context} role="status">
                <LockIcon size={18} />
                <span>Your session has ended. Please log in again to continue.</span>
              </p>
            ) : null}
            <OrderContext redirect={redirect} />
            {challenge ? (
              <SecondFactorForm
                challengeId={challenge}
                redirect={redirect}
                onSignedIn={() => (signedInHere.current = true)}
                onRestart={() => setChallenge(null)}
              />
            ) : (
              <AuthForm
                key={mode}
                mode={mode}
                redirect={redirect}
                onSignedIn={() => (signedInHere.current = true)}
                onChallenge={setChallenge}
              />
            )}
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
