import { NEWSLETTER_MESSAGE_MS } from '@filebridge/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { subscribeToNewsletter } from '../api/subscribe';
import styles from './newsletter-form.module.css';

export const NEWSLETTER_TEXT = {
  success: 'Subscribed successfully!',
  failure: 'Subscription failed. Please try again.',
  submitting: 'Signing up...',
} as const;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

// The address is checked with the contracts' schema, whose library is most of a form's weight: it
// is fetched when the field is first focused or the form sent, never with the page that shows it
// (null if it cannot be).
const loadEmailCheck = () => import('../lib/check-email').catch(() => null);

/**
 * Newsletter sign-up: idle → submitting (input and button disabled, "Signing up..."
 * with a spinner) → a message that disappears after NEWSLETTER_MESSAGE_MS; success clears the form.
 */
export function NewsletterForm({ inverse = false }: { inverse?: boolean }) {
  const [email, setEmail] = useState('');
  // Checked only when Sign Up is pressed; typing again takes the message away until the next press.
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(hideTimer.current);
    };
  }, []);

  const show = (next: NonNullable<Outcome>) => {
    setOutcome(next);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOutcome(null), NEWSLETTER_MESSAGE_MS);
  };

  const subscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = await loadEmailCheck();
    if (!mounted.current) return;
    if (!check) return show({ kind: 'error', text: NEWSLETTER_TEXT.failure });
    const checked = check.checkEmail(email);
    if (checked.error !== undefined) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const body = await subscribeToNewsletter(checked.email);
      if (!mounted.current) return;
      setEmail('');
      show({ kind: 'success', text: body?.message || NEWSLETTER_TEXT.success });
    } catch (err) {
      if (!mounted.current) return;
      const text = (err instanceof ApiError && err.serverMessage) || NEWSLETTER_TEXT.failure;
      show({ kind: 'error', text });
      toast.error(text);
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return (
    <form className={cx(styles.form, inverse && styles.inverse)} onSubmit={subscribe} noValidate aria-label="Newsletter sign-up">
      <div className={styles.row}>
        <TextField
          ref={input}
          label="Email address"
          hideLabel
          className={styles.field}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={sending}
          value={email}
          error={error}
          onFocus={() => void loadEmailCheck()}
          onChange={(event) => {
            setError(null);
            setEmail(event.target.value);
          }}
        />
        <Button type="submit" variant="primary" loading={sending} loadingText={NEWSLETTER_TEXT.submitting} className={styles.submit}>
          Sign Up
        </Button>
      </div>
      <div aria-live="polite" className={styles.live}>
        {outcome ? (
          <p className={cx(styles.message, outcome.kind === 'error' ? styles.error : styles.success)} data-kind={outcome.kind}>
            {outcome.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
