import { DOCUMENT_KIND_LABELS, STAFF_DOCUMENT_KINDS, type StaffDocumentKind } from '@filebridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { errorMessage, queryKeys } from '../../../lib/api';
import { useStaffCan } from '../../../stores/admin-store';
import { Panel } from '../../../components/admin-ui';
import adminStyles from '../../../components/admin-ui.module.css';
import { adminDocumentsQuery } from '../api/documents-api';
import { fileProblem, uploadStaffDocument } from '../../../lib/api/upload-document';
import { DocumentList } from './document-list';
import styles from './documents.module.css';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** The order's vault for staff: file a document for the customer, and every file of the order to download. */
export function AdminOrderDocuments({ orderId, className }: { orderId: string; className?: string }) {
  const query = useQuery(adminDocumentsQuery(orderId));
  const canUpload = useStaffCan('orders.work');
  return (
    <Panel title="Documents" id="order-documents" className={className}>
      {canUpload ? <UploadDocument orderId={orderId} /> : null}
      {query.data ? (
        query.data.length ? (
          <DocumentList audience="admin" orderId={orderId} documents={query.data} />
        ) : (
          <EmptyState title="No documents yet." />
        )
      ) : query.isError ? (
        <ErrorState error={query.error} title="Could not load the documents." onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label="Loading the documents…" />
      )}
    </Panel>
  );
}

type Upload =
  { state: 'idle' } | { state: 'sending'; share: number } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/**
 * Sends one file of the chosen kind, showing how much has gone. The customer is mailed once the
 * file is stored, and the order refreshes (an approved filing moves to Documents delivered).
 */
function UploadDocument({ orderId }: { orderId: string }) {
  const [kind, setKind] = useState<StaffDocumentKind>(STAFF_DOCUMENT_KINDS[0]);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const kindId = useId();
  const fileId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setUpload({ state: 'failed', message: 'Choose the file to upload.' });
    const problem = fileProblem(file);
    if (problem) return setUpload({ state: 'failed', message: problem });
    setUpload({ state: 'sending', share: 0 });
    try {
      const stored = await uploadStaffDocument({ orderId, file, kind, onProgress: (share) => setUpload({ state: 'sending', share }) });
      setUpload({ state: 'done', message: `${stored.label} uploaded (${stored.fileName}). The customer has been emailed.` });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      setUpload({ state: 'failed', message: errorMessage(err, 'The upload failed. Please try again.') });
    } finally {
      await client.invalidateQueries({ queryKey: queryKeys.admin.order(orderId) });
    }
  };

  const sending = upload.state === 'sending';
  return (
    <form className={styles.upload} onSubmit={(event) => void submit(event)} aria-label="Upload a document">
      <div className={adminStyles.control}>
        <label htmlFor={kindId} className={adminStyles.controlLabel}>
          Document
        </label>
        <select
          id={kindId}
          className={adminStyles.select}
          value={kind}
          onChange={(e) => setKind(e.target.value as StaffDocumentKind)}
          disabled={sending}
        >
          {STAFF_DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {DOCUMENT_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className={adminStyles.control}>
        <label htmlFor={fileId} className={adminStyles.controlLabel}>
          File (PDF, PNG or JPEG, up to 20 MB)
        </label>
        <input
          id={fileId}
          ref={input}
          type="file"
          accept={ACCEPT}
          className={adminStyles.input}
          disabled={sending}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setUpload({ state: 'idle' });
          }}
        />
      </div>
      <Button type="submit" size="sm" loading={sending} loadingText="Uploading…">
        Upload
      </Button>
      {sending ? (
        <progress className={styles.progress} max={100} value={Math.round(upload.share * 100)} aria-label="Upload progress" />
      ) : null}
      <p className={styles.status} role="status" aria-live="polite">
        {sending ? `Uploading… ${Math.round(upload.share * 100)}%` : upload.state === 'done' ? upload.message : ''}
      </p>
      {upload.state === 'failed' ? (
        <p role="alert" className={adminStyles.fieldError}>
          {upload.message}
        </p>
      ) : null}
    </form>
  );
}
