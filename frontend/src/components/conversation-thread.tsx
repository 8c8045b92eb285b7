import { CONVERSATION_MESSAGE_MAX } from '@filebridge/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, type ApiData } from '../lib/api';
import { cx } from '../lib/cx';
import { Button } from './button';
import { TextAreaField } from './form-field';
import styles from './conversation-thread.module.css';

/** One message of a conversation, as both the sender's and the staff's answers carry it. */
export type ConversationMessage = ApiData<'myConversation'>['messages'][number];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A conversation's messages oldest first, each side's on its own side, and a box to answer. */
export function ConversationThread({
  messages,
  mine,
  onSend,
  label = 'Your answer',
  hint,
}: {
  messages: readonly ConversationMessage[];
  /** Whether a message is the reader's own side's. */
  mine: (fromSender: boolean) => boolean;
  onSend: (body: string) => Promise<unknown>;
  label?: string;
  hint?: string;
}) {
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setError('Write a message before sending it.');
    setBusy(true);
    setError('');
    setStatus('');
    try {
      await onSend(body.trim());
      setBody('');
      setStatus('Message sent.');
    } catch (err) {
      setError(errorMessage(err, 'We could not send your message. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.thread}>
      <ol className={styles.messages} aria-label="Messages">
        {messages.map((m) => (
          <li key={m.id} className={cx(styles.message, mine(m.fromSender) && styles.messageMine)}>
            <p className={styles.messageMeta}>
              <strong>{m.author}</strong> · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
            </p>
            <p className={styles.messageBody}>{m.body}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={(e) => void send(e)} noValidate className={styles.replyForm}>
        <TextAreaField
          label={label}
          hint={hint}
          rows={4}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={error || null}
          maxLength={CONVERSATION_MESSAGE_MAX}
        />
        <div>
          <Button type="submit" size="sm" loading={busy} loadingText="Sending...">
            Send
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
