import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { ErrorState, LoadingState } from '../../components/resource-state';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { fileProblem } from '../../lib/api/upload-document';
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
  readOnly = false,
}: {
  threadKey: readonly unknown[];
  api: ThreadApi;
  unread: number;
  /** Whether a message is the reader's own. */
  mine: (fromCustomer: boolean) => boolean;
  /** The reader may read the thread but not write to it. */
  readOnly?: boolean;
}) {
  const client = useQueryClient();
  const thread = useQuery({
    queryKey: threadKey,
    queryFn: ({ signal }) => api.list(signal),
  });
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setError('Write a message before sending it.');
    const problem = file && fileProblem(file);
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    try {
      const attached = file && api.attach ? await api.attach(file) : null;
      await api.send(body.trim(), attached?.id);
      setBody('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
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
        <p className={styles.muted}>
          {readOnly ? 'No messages yet.' : 'No messages yet. Write below if you have a question about this order.'}
        </p>
      ) : (
        <ol className={styles.messages} aria-label="Messages">
          {thread.data.map((m) => (
            <li key={m.id} className={cx(styles.message, mine(m.fromCustomer) && styles.messageMine)}>
              <p className={styles.messageMeta}>
                <strong>{m.author}</strong> · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
              </p>
              <p className={styles.messageBody}>{m.body}</p>
              {m.documentId ? <p className={styles.muted}>A file is attached: it is with the order’s documents.</p> : null}
            </li>
          ))}
        </ol>
      )}
      {readOnly ? null : (
        <form onSubmit={(e) => void send(e)} noValidate>
          <TextAreaField
            label="New message"
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={error || null}
            maxLength={5000}
          />
          {api.attach ? (
            <p>
              <label htmlFor={fileId}>Attach a file (optional: PDF, PNG or JPEG, up to 20 MB)</label>
              <input
                id={fileId}
                ref={fileInput}
                type="file"
                accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                disabled={busy}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </p>
          ) : null}
          <Button type="submit" size="sm" loading={busy} loadingText="Sending...">
            Send
          </Button>
        </form>
      )}
      <p role="status" aria-live="polite" className={styles.muted}>
        {status}
      </p>
    </section>
  );
}
