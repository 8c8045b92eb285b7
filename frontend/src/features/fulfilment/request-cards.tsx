import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { errorMessage } from '../../lib/api';
import { fileProblem, uploadCustomerDocument } from '../../lib/api/upload-document';
import { answerRequest, type OrderRequest } from './api';
import styles from './fulfilment.module.css';

/** One action card per open request of the team, each with its own answer form. */
export function RequestCards({
  orderId,
  requests,
  onAnswered,
}: {
  orderId: string;
  requests: readonly OrderRequest[];
  onAnswered: () => void;
}) {
  const open = requests.filter((r) => r.status === 'open');
  if (!open.length) return null;
  return (
    <section className={styles.card} aria-labelledby="requests-title">
      <h3 id="requests-title" className={styles.title}>
        We need something from you
      </h3>
      {open.map((r) => (
        <RequestCard key={r.id} orderId={orderId} request={r} onAnswered={onAnswered} />
      ))}
    </section>
  );
}

function RequestCard({ orderId, request, onAnswered }: { orderId: string; request: OrderRequest; onAnswered: () => void }) {
  const [answer, setAnswer] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const fileId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!answer.trim()) return setError('Write your answer before sending it.');
    const problem = file && fileProblem(file);
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    try {
      // The file first: the answer then names it, so the team finds it with the answer.
      const document = file ? await uploadCustomerDocument({ orderId, file, onProgress: () => undefined }) : null;
      await answerRequest(orderId, request.id, answer.trim(), document?.id);
      setStatus('Thank you: your answer was sent to our team.');
      onAnswered();
    } catch (err) {
      setError(errorMessage(err, 'We could not send your answer. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.request} aria-labelledby={`request-${request.id}`}>
      <h4 id={`request-${request.id}`} className={styles.requestTitle}>
        {request.label}
      </h4>
      <blockquote className={styles.quote}>{request.message}</blockquote>
      <p className={styles.muted}>{request.instructions}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField
          label="Your answer"
          rows={3}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={error || null}
          maxLength={5000}
        />
        <p>
          <label htmlFor={fileId}>Attach a file (optional: PDF, PNG or JPEG, up to 20 MB)</label>
          <input
            id={fileId}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
            disabled={busy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </p>
        <Button type="submit" size="sm" loading={busy} loadingText="Sending...">
          Send answer
        </Button>
      </form>
      <p role="status" aria-live="polite" className={styles.muted}>
        {status}
      </p>
    </article>
  );
}
