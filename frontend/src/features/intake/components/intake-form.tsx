import type { IntakeForm as Form } from '@filebridge/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage, isApiError } from '../../../lib/api';
import type { IntakeValues, MyIntake } from '../api/intake';
import { checkValues, serverMessages, startingValues, valuesToSend } from '../lib/form-values';
import { IntakeField } from './intake-fields';
import styles from './intake.module.css';

export interface IntakeFormProps {
  form: Form;
  answer: MyIntake;
  onSave: (values: IntakeValues) => Promise<MyIntake>;
  onSubmit: (values: IntakeValues) => Promise<MyIntake>;
}

/**
 * The filing details form: its fields drawn from the contracts' field list, each checked with the
 * same rule the server applies. "Save draft" keeps what is there so far; "Submit details" needs it
 * all. A refused request's messages land under the fields they name.
 */
export function IntakeForm({ form, answer, onSave, onSubmit }: IntakeFormProps) {
  const start = startingValues(answer);
  const [values, setValues] = useState<IntakeValues>(start.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [status, setStatus] = useState('');
  const saved = Object.keys(answer.masked);

  const run = async (mode: 'save' | 'submit') => {
    const found = checkValues(form, values, mode === 'save' ? 'draft' : 'complete', saved);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus(`Check the ${Object.keys(found).length === 1 ? 'field' : 'fields'} marked below.`);
      focusFirstError();
      return;
    }
    setBusy(mode);
    setStatus(mode === 'save' ? 'Saving your draft…' : 'Submitting your details…');
    try {
      await (mode === 'save' ? onSave : onSubmit)(valuesToSend(values));
      setStatus(mode === 'save' ? 'Draft saved.' : 'Details submitted.');
      if (mode === 'save') toast.success('Draft saved');
    } catch (error) {
      const fromServer = isApiError(error) ? serverMessages(error.details) : {};
      setErrors(fromServer);
      const message = errorMessage(error, 'Your details could not be saved. Please try again.');
      setStatus(message);
      if (Object.keys(fromServer).length > 0) focusFirstError();
      else toast.error(message);
    } finally {
      setBusy(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('submit');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={form.title}>
      {start.fromOrderNumber ? (
        <p className={styles.notice}>
          We filled in what you gave us for order {start.fromOrderNumber}. Check it still holds before you submit.
        </p>
      ) : null}
      <div className={styles.grid}>
        {form.fields.map(({ spec }) => (
          <IntakeField
            key={spec.key}
            spec={spec}
            path={spec.key}
            value={values[spec.key]}
            saved={answer.masked[spec.key]}
            errors={errors}
            onChange={(v) => setValues((current) => ({ ...current, [spec.key]: v }))}
          />
        ))}
      </div>
      <p className={styles.hint} role="status" aria-live="polite">
        {status}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={busy === 'submit'} loadingText="Submitting…" disabled={busy !== null}>
          Submit details
        </Button>
        <Button variant="outline" onClick={() => void run('save')} loading={busy === 'save'} loadingText="Saving…" disabled={busy !== null}>
          Save draft
        </Button>
      </div>
    </form>
  );
}

/**
 * Moves focus to the first control reported wrong once the messages are drawn; a message about a
 * whole group (a list with no entry yet) is scrolled into view instead.
 */
function focusFirstError() {
  requestAnimationFrame(() => {
    const control = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    if (control) control.focus();
    else document.querySelector('form [role="alert"]')?.scrollIntoView({ block: 'center' });
  });
}
