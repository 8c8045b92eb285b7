import { REMINDER_OFFSET_LIMITS } from '@filebridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage, queryKeys } from '../../../lib/api';
import { reminderSettingsQuery, updateReminderSettings } from '../api/businesses';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

const parseDays = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

/** The days before each due date the reminder mails go out: 60, 30 and 7 unless the customer chose others. */
export function ReminderSettingsCard() {
  const client = useQueryClient();
  const settings = useQuery(reminderSettingsQuery());
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (settings.data) setText(settings.data.daysBefore.join(', '));
  }, [settings.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setSaved(false);
    try {
      const next = await updateReminderSettings({ daysBefore: parseDays(text) });
      setText(next.daysBefore.join(', '));
      setSaved(true);
      await client.invalidateQueries({ queryKey: queryKeys.my.compliance() });
    } catch (err) {
      setError(errorMessage(err, 'We could not save your reminder days. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={page.card} aria-labelledby="reminder-settings-title">
      <h2 id="reminder-settings-title" className={page.sectionTitle}>
        Reminder mails
      </h2>
      <p className={page.muted}>
        How many days before each due date we mail you, up to {REMINDER_OFFSET_LIMITS.count} days between {REMINDER_OFFSET_LIMITS.min} and{' '}
        {REMINDER_OFFSET_LIMITS.max}, separated by commas. A date you mark as done, or order from us, gets no more reminders.
      </p>
      <form className={styles.finder} onSubmit={onSubmit} noValidate>
        <TextField
          id="reminder-days"
          label="Days before the due date"
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
          error={error || null}
          hint={saved ? 'Saved.' : undefined}
          disabled={settings.isPending}
        />
        <Button type="submit" disabled={busy || settings.isPending}>
          Save reminder days
        </Button>
      </form>
    </section>
  );
}
