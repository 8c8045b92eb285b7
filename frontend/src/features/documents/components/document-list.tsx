import { formatDocumentSize, type DocumentDto } from '@filebridge/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { downloadDocument, type DocumentAudience } from '../api/documents-api';
import styles from './documents.module.css';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** An order's documents, each with what it is, its name, size and date, and a Download button. */
export function DocumentList({
  audience,
  orderId,
  documents,
}: {
  audience: DocumentAudience;
  orderId: string;
  documents: readonly DocumentDto[];
}) {
  return (
    <ul className={styles.list} data-testid="documents">
      {documents.map((d) => (
        <DocumentItem key={d.id} audience={audience} orderId={orderId} document={d} />
      ))}
    </ul>
  );
}

function DocumentItem({ audience, orderId, document: d }: { audience: DocumentAudience; orderId: string; document: DocumentDto }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadDocument(audience, orderId, d.id);
    } catch (err) {
      setError(errorMessage(err, 'The download could not start. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.kind}>{d.label}</span>
        <span className={styles.meta}>
          {d.fileName} · {formatDocumentSize(d.size)} · <time dateTime={d.createdAt}>{day(d.createdAt)}</time>
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void download()}
        loading={busy}
        loadingText="Preparing…"
        aria-label={`Download ${d.label}, ${d.fileName}`}
      >
        Download
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </li>
  );
}
