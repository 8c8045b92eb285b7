import { ChangePasswordSchema } from '@filebridge/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { PasswordChecklist } from '../../../components/password-checklist';
import account from '../../../components/customer-page.module.css';
import { changePassword } from '../api/security';
import styles from './security.module.css';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Changing the password with the current one; every other device is signed out. */
export function PasswordPanel() {
  const form = useZodForm(ChangePasswordSchema, { currentPassword: '', newPassword: '' });
  const [status, setStatus] = useState('');
  const checklistId = useId();

  const save = form.handleSubmit(async (values) => {
    setStatus('');
    try {
      await changePassword(values);
      form.reset();
      setStatus('Your password is changed. Every other device has been signed out.');
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, (p) => FIELDS.find((f) => f === p) ?? null))
        setStatus(errorMessage(error, 'We could not change your password. Please try again.'));
    }
  });

  return (
    <section className={account.card} aria-labelledby="password-title">
      <h2 id="password-title" className={account.sectionTitle}>
        Password
      </h2>
      <form className={account.profileForm} onSubmit={save} noValidate>
        <TextField
          id="security-currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <TextField
          id="security-newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          {...form.field('newPassword')}
        />
        <PasswordChecklist id={checklistId} value={form.watch('newPassword') ?? ''} />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
            Change password
          </Button>
        </div>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
