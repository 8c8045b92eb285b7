import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { ErrorState, LoadingState } from '../../components/resource-state';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import type { ThreadApi } from './api';
import styles from './fulfilment.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * An order's thread: the messages oldest first and a box to write. Opening it marks the other
 * side's messages read, so `unread` is what the reader had not seen before it loaded.
 */
export function MessageThread({
  threadKey,
  api,
  unread,
  mine,
}: {
  threadKey: readonly unknown[];
  api: ThreadApi;
  unread: number;
  /** Whether a message is the reader's own. */
  mine: (fromCustomer: boolean) => boolean;
}) {
  const client = useQueryClient();
  const thread = useQuery({
    queryKey: threadKey,
    queryFn: ({ signal }) => api.list(signal),
  });
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setError('Write a message before sending it.');
    setBusy(true);
    setError('');
    try {
      await api.send(body.trim());
      setBody('');
      setStatus('Message sent.');
      await client.invalidateQueries({ queryKey: threadKey });
    } catch (err) {
      setError(errorMessage(err, 'We could not send your message. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="thread-title">
      <h3 id="thread-title" className={styles.title}>
        Messages {unread > 0 ? <Badge tone="info">{`${unread} new`}</Badge> : null}
      </h3>
      {thread.isPending ? (
        <LoadingState label="Loading messages…" />
      ) : thread.isError ? (
        <ErrorState error={errorMessage(thread.error, 'We could not load the messages.')} onRetry={() => void thread.refetch()} />
      ) : thread.data.length === 0 ? (
        <p className={styles.muted}>No messages yet. Write below if you have a question about this order.</p>
      ) : (
        <ol className={styles.messages} aria-label="Messages">
          {thread.data.map((m) => (
            <li key={m.id} className={cx(styles.message, mine(m.fromCustomer) && styles.messageMine)}>
              <p className={styles.messageMeta}>
                <strong>{m.author}</strong> · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
              </p>
              <p className={styles.messageBody}>{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(e) => void send(e)} noValidate>
        <TextAreaField
          label="New message"
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={error || null}
          maxLength={5000}
        />
        <Button type="submit" size="sm" loading={busy} loadingText="Sending...">
          Send
        </Button>
      </form>
      <p role="status" aria-live="polite" className={styles.muted}>
        {status}
      </p>
    </section>
  );
}
