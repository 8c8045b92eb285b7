import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage, queryKeys } from '../../../lib/api';
import { markFilingDone } from '../api/businesses';
import styles from './account.module.css';

/** Marks one due date as filed by the customer, with the date they filed it: its reminders stop. */
export function FilingDoneForm({ businessId, filingKey, dueDate }: { businessId: string; filingKey: string; dueDate: string }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [doneOn, setDoneOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <Button variant="link" size="sm" onClick={() => setOpen(true)}>
        I filed it myself
      </Button>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await markFilingDone({ businessId, filingKey, dueDate, doneOn });
      await client.invalidateQueries({ queryKey: queryKeys.my.compliance() });
    } catch (err) {
      setError(errorMessage(err, 'We could not mark it as done. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.finder} onSubmit={onSubmit} noValidate>
      <TextField
        id={`done-${filingKey}-${dueDate}`}
        label="Date you filed it"
        type="date"
        value={doneOn}
        max={new Date().toISOString().slice(0, 10)}
        onChange={(e) => setDoneOn(e.target.value)}
        error={error || null}
      />
      <Button type="submit" size="sm" disabled={busy}>
        Mark as done
      </Button>
    </form>
  );
}
