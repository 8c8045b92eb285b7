import { ChangeEmailSchema } from '@filebridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { errorMessage, queryKeys } from '../../../lib/api';
import account from '../../../components/customer-page.module.css';
import { changeEmail, emailStatusQuery } from '../api/security';
import styles from './security.module.css';

const FIELDS = ['email', 'password'] as const;

/** The sign-in address, whether it is verified, and changing it (the new one is verified first). */
export function EmailPanel() {
  const status = useQuery(emailStatusQuery());
  const client = useQueryClient();
  const form = useZodForm(ChangeEmailSchema, { email: '', password: '' });
  const [message, setMessage] = useState('');

  const save = form.handleSubmit(async (values) => {
    setMessage('');
    try {
      setMessage((await changeEmail(values)).message);
      form.reset();
      await client.invalidateQueries({ queryKey: queryKeys.my.email() });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, (p) => FIELDS.find((f) => f === p) ?? null))
        setMessage(errorMessage(error, 'We could not change your address. Please try again.'));
    }
  });

  return (
    <section className={account.card} aria-labelledby="email-title">
      <h2 id="email-title" className={account.sectionTitle}>
        Email
      </h2>
      {status.data ? (
        <p className={styles.itemTitle}>
          {status.data.email}
          <Badge tone={status.data.verified ? 'success' : 'warning'}>{status.data.verified ? 'Verified' : 'Not verified'}</Badge>
        </p>
      ) : null}
      {status.data?.pendingEmail ? (
        <p className={account.muted}>Changing to {status.data.pendingEmail}: open the link we sent there to finish.</p>
      ) : null}
      <form className={account.profileForm} onSubmit={save} noValidate>
        <TextField
          id="security-email"
          label="New email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          id="security-email-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          hint="We ask for it so nobody else at this device can move your account to another address."
          required
          {...form.field('password')}
        />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Sending...">
            Change email
          </Button>
        </div>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
