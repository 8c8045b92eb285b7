import { NEWSLETTER_MESSAGE_MS } from '@filebridge/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { subscribeToNewsletter } from '../api/subscribe';
import styles from './newsletter-form.module.css';

export const NEWSLETTER_TEXT = {
  required: 'Email is required',
  invalid: 'Enter a valid email address',
  success: 'Subscribed successfully!',
  failure: 'Subscription failed. Please try again.',
  submitting: 'Signing up...',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Validation: required, then a plausible address. Returns the error text or null. */
export function validateNewsletterEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return NEWSLETTER_TEXT.required;
  if (!EMAIL_PATTERN.test(email)) return NEWSLETTER_TEXT.invalid;
  return null;
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * Newsletter sign-up: idle → submitting (input and button disabled, "Signing up..."
 * with a spinner) → a message that disappears after NEWSLETTER_MESSAGE_MS; success clears the form.
 */
export function NewsletterForm({ inverse = false }: { inverse?: boolean }) {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [validation, setValidation] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const error = validateNewsletterEmail(email);
    setValidation(error);
    if (error) return;

    setSubmitting(true);
    setOutcome(null);
    try {
      const body = await subscribeToNewsletter(email.trim());
      if (!mounted.current) return;
      setEmail('');
      show({ kind: 'success', text: body?.message || NEWSLETTER_TEXT.success });
    } catch (err) {
      if (!mounted.current) return;
      const text = (err instanceof ApiError && err.serverMessage) || NEWSLETTER_TEXT.failure;
      show({ kind: 'error', text });
      toast.error(text);
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  const describedBy = validation ? messageId : undefined;

  return (
    <form className={cx(styles.form, inverse && styles.inverse)} onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up">
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={cx(styles.input, validation && styles.invalid)}
          value={email}
          disabled={submitting}
          aria-invalid={validation ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setEmail(event.target.value);
            if (validation) setValidation(null);
          }}
        />
        <Button type="submit" variant="primary" loading={submitting} loadingText={NEWSLETTER_TEXT.submitting} className={styles.submit}>
          Sign Up
        </Button>
      </div>
      {validation ? (
        <p id={messageId} className={cx(styles.message, styles.error)} role="alert">
          {validation}
        </p>
      ) : null}
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
