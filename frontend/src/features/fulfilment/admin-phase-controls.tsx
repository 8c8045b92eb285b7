import { REQUEST_COPY, STAFF_PHASE_LABELS, REQUEST_KINDS, type FulfilmentPhase, type RequestKind } from '@filebridge/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { errorMessage } from '../../lib/api';
import { movePhase, raiseRequest, withdrawRequest, type OrderRequest, type PhaseMove } from './api';
import styles from './fulfilment.module.css';

/** A staff action: runs, then reports in a live region and reloads the order. */
function useAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      await action();
      setStatus(done);
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, error, run };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The moves staff may make from the filing's phase: a submission records the agency's reference, a rejection its reason. */
export function AdminPhaseControls({
  orderId,
  phase,
  next,
  onDone,
}: {
  orderId: string;
  phase: FulfilmentPhase | null;
  next: readonly FulfilmentPhase[];
  onDone: () => void;
}) {
  const { busy, status, error, run } = useAction(onDone);
  const [agency, setAgency] = useState('');
  const [confirmationNumber, setConfirmation] = useState('');
  const [submittedOn, setSubmittedOn] = useState(today);
  const [reason, setReason] = useState('');
  const move = (body: PhaseMove) => run(() => movePhase(orderId, body), `Moved to ${STAFF_PHASE_LABELS[body.to].toLowerCase()}.`);

  return (
    <div className={styles.controls}>
      <p>
        Filing phase: <strong>{phase ? STAFF_PHASE_LABELS[phase] : 'Not started'}</strong>
      </p>
      {next.includes('submitted') ? (
        <form
          className={styles.inlineForm}
          aria-label="Record the submission"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void move({ to: 'submitted', agency, confirmationNumber, submittedOn });
          }}
        >
          <TextField label="Agency" value={agency} onChange={(e) => setAgency(e.target.value)} required />
          <TextField
            label="Confirmation or tracking number"
            value={confirmationNumber}
            onChange={(e) => setConfirmation(e.target.value)}
            required
          />
          <TextField
            label="Submitted on"
            type="date"
            max={today()}
            value={submittedOn}
            onChange={(e) => setSubmittedOn(e.target.value)}
            required
          />
          <Button type="submit" size="sm" loading={busy}>
            Mark submitted
          </Button>
        </form>
      ) : null}
      {next.includes('rejected') ? (
        <form
          className={styles.inlineForm}
          aria-label="Record a rejection"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void move({ to: 'rejected', reason });
          }}
        >
          <TextAreaField label="Why the agency rejected it" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} required />
          <Button type="submit" size="sm" variant="outline" loading={busy}>
            Mark rejected
          </Button>
        </form>
      ) : null}
      <div className={styles.buttons}>
        {next
          .filter((p) => p !== 'submitted' && p !== 'rejected')
          .map((p) => (
            <Button
              key={p}
              size="sm"
              variant={p === 'completed' ? 'primary' : 'outline'}
              loading={busy}
              onClick={() => void move({ to: p as PhaseMove['to'] })}
            >
              Move to {STAFF_PHASE_LABELS[p].toLowerCase()}
            </Button>
          ))}
      </div>
      <p role="status" aria-live="polite" className={error ? styles.error : styles.muted}>
        {error || status}
      </p>
    </div>
  );
}

const KIND_OPTIONS = REQUEST_KINDS.map((k) => ({ value: k, label: REQUEST_COPY[k].label }));

/** Raise a request to the customer, and withdraw an open one; staff whose role may not see only the requests. */
export function AdminRequests({
  orderId,
  requests,
  onDone,
  canAsk = true,
}: {
  orderId: string;
  requests: readonly OrderRequest[];
  onDone: () => void;
  canAsk?: boolean;
}) {
  const { busy, status, error, run } = useAction(onDone);
  const [kind, setKind] = useState<RequestKind>('missing_detail');
  const [message, setMessage] = useState('');

  return (
    <div className={styles.controls}>
      {requests.length ? (
        <ul className={styles.requestList} aria-label="Requests">
          {requests.map((r) => (
            <li key={r.id}>
              <strong>{r.label}</strong> · {r.status}
              <p className={styles.muted}>{r.message}</p>
              {r.answer ? <p>Answer: {r.answer}</p> : null}
              {canAsk && r.status === 'open' ? (
                <Button
                  size="sm"
                  variant="link"
                  disabled={busy}
                  onClick={() => void run(() => withdrawRequest(orderId, r.id), 'Request withdrawn.')}
                >
                  Withdraw
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No requests yet.</p>
      )}
      {canAsk ? (
        <form
          className={styles.inlineForm}
          aria-label="Ask the customer"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void run(async () => {
              await raiseRequest(orderId, { kind, message });
              setMessage('');
            }, 'Request sent to the customer.');
          }}
        >
          <SelectField
            label="What is needed"
            options={KIND_OPTIONS}
            value={kind}
            onChange={(e) => setKind(e.target.value as RequestKind)}
          />
          <TextAreaField label="Message to the customer" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} required />
          <Button type="submit" size="sm" loading={busy}>
            Send request
          </Button>
        </form>
      ) : null}
      <p role="status" aria-live="polite" className={error ? styles.error : styles.muted}>
        {error || status}
      </p>
    </div>
  );
}
