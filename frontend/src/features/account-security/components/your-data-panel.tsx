import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import account from '../../../components/customer-page.module.css';
import { downloadMyData, downloadMyDocuments } from '../api/account-data';
import { secondFactorQuery } from '../api/security';
import { CloseAccountDialog } from './close-account-dialog';
import styles from './security.module.css';

type Download = 'data' | 'documents';

const DOWNLOADS: Readonly<Record<Download, { label: string; fetch: () => Promise<{ blob: Blob; filename: string }> }>> = {
  data: { label: 'Download my data (JSON)', fetch: downloadMyData },
  documents: { label: 'Download my documents (ZIP)', fetch: downloadMyDocuments },
};

/** "Your data": a copy of everything we hold about the account, its documents, and closing it. */
export function YourDataPanel() {
  const [busy, setBusy] = useState<Download | null>(null);
  const [status, setStatus] = useState('');
  const [closing, setClosing] = useState(false);
  const factor = useQuery(secondFactorQuery());

  const download = async (kind: Download) => {
    setBusy(kind);
    setStatus('Preparing your download…');
    try {
      const { blob, filename } = await DOWNLOADS[kind].fetch();
      saveBlob(blob, filename);
      setStatus(`Downloaded ${filename}.`);
    } catch (err) {
      setStatus(errorMessage(err, 'We could not prepare your download. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={account.card} aria-labelledby="your-data-title">
      <h2 id="your-data-title" className={account.sectionTitle}>
        Your data
      </h2>
      <p className={account.muted}>
        Take a copy of everything we hold about you: your profile, orders, filing answers (tax ids show their last four digits), messages,
        devices and subscriptions, and the files of your orders. Downloads need a verified email address.
      </p>
      <div className={styles.actions}>
        {(Object.keys(DOWNLOADS) as Download[]).map((kind) => (
          <Button
            key={kind}
            variant="outline"
            loading={busy === kind}
            loadingText="Preparing..."
            disabled={busy !== null}
            onClick={() => void download(kind)}
          >
            {DOWNLOADS[kind].label}
          </Button>
        ))}
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      <h3 className={styles.subheading}>Close your account</h3>
      <p className={account.muted}>
        Closing erases your personal data for good. We keep only what tax and filing law require, listed before you confirm. It is not
        possible while we are still working on a paid order.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setClosing(true)} disabled={factor.isPending}>
          Close my account
        </Button>
      </div>
      {closing ? <CloseAccountDialog onClose={() => setClosing(false)} secondFactorOn={factor.data?.enabled ?? false} /> : null}
    </section>
  );
}
