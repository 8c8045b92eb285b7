import { NEWSLETTER_MESSAGE_MS, SubscribeRequestSchema } from '@filebridge/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../components/form/use-zod-form';
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

/**
 * Newsletter sign-up: idle → submitting (input and button disabled, "Signing up..."
 * with a spinner) → a message that disappears after NEWSLETTER_MESSAGE_MS; success clears the form.
 */
export function NewsletterForm({ inverse = false }: { inverse?: boolean }) {
  // Checked only when Sign Up is pressed; typing again takes the message away until the next press.
  const form = useZodForm(SubscribeRequestSchema, { email: '' }, { reValidateMode: 'onSubmit' });
  const email = form.register('email');
  const [sending, setSending] = useState(false);
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

  const subscribe = form.handleSubmit(async ({ email }) => {
    setSending(true);
    setOutcome(null);
    try {
      const body = await subscribeToNewsletter(email);
      if (!mounted.current) return;
      form.reset();
      show({ kind: 'success', text: body?.message || NEWSLETTER_TEXT.success });
    } catch (err) {
      if (!mounted.current) return;
      const text = (err instanceof ApiError && err.serverMessage) || NEWSLETTER_TEXT.failure;
      show({ kind: 'error', text });
      toast.error(text);
    } finally {
      if (mounted.current) setSending(false);
    }
  });

  return (
    <form className={cx(styles.form, inverse && styles.inverse)} onSubmit={subscribe} noValidate aria-label="Newsletter sign-up">
      <div className={styles.row}>
        <TextField
          label="Email address"
          hideLabel
          className={styles.field}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={sending}
          {...email}
          error={form.formState.errors.email?.message}
          onChange={(event) => {
            form.clearErrors('email');
            return email.onChange(event);
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
