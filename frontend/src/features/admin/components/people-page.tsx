import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchCsv, type CsvExport } from '../api/admin-api';
import type { Inquiry } from '../api/admin-api';

type InquiryKind = Inquiry['kind'];
import { adminQueries, useResource } from '../api/queries';
import { formatDateTime, humanizeKey } from '../lib/format';
import { Badge, type BadgeTone } from '../../../components/badge';
import { EmptyState, ResourceView } from '../../../components/resource-state';
import { PageHeader, Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';

const PAGE = 50;

function ExportButton({ kind, label }: { kind: CsvExport; label: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchCsv(kind);
      saveBlob(blob, filename);
      toast.success(`${label} exported as ${filename}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={run} loading={busy} loadingText="Exporting...">
      Export CSV
    </Button>
  );
}

/** Newsletter subscribers and partner/affiliate/contact applications, each exportable as CSV. */
export function PeoplePage() {
  usePageTitle('Subscribers & applications | Admin | Filebridge');
  return (
    <>
      <PageHeader
        title="Subscribers & applications"
        description="Newsletter sign-ups and messages from the contact, partner and affiliate forms."
      />
      <Subscribers />
      <Applications />
    </>
  );
}

function Subscribers() {
  const list = useResource(adminQueries.subscribers());
  const [limit, setLimit] = useState(PAGE);
  const rows = list.data ?? [];
  return (
    <Panel
      title={`Newsletter subscribers${list.data ? ` (${rows.length.toLocaleString('en-US')})` : ''}`}
      id="subscribers"
      actions={<ExportButton kind="subscribers" label="Subscribers" />}
    >
      <ResourceView
        resource={list}
        errorTitle="Could not load subscribers."
        loadingLabel="Loading subscribers…"
        empty={() => (rows.length === 0 ? <EmptyState title="No subscribers yet." /> : null)}
      >
        {() => (
          <>
            <TableWrap label="Newsletter subscribers">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Status</th>
                    <th scope="col">Source</th>
                    <th scope="col">Subscribed</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, limit).map((row) => (
                    <tr key={row.email}>
                      <td>{row.email}</td>
                      <td>
                        <Badge tone={row.status === 'subscribed' ? 'success' : 'neutral'}>{humanizeKey(row.status)}</Badge>
                      </td>
                      <td>{humanizeKey(row.source || '—')}</td>
                      <td className={styles.nowrap}>{formatDateTime(row.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <ShowMore shown={Math.min(limit, rows.length)} total={rows.length} onMore={() => setLimit((n) => n + PAGE)} />
          </>
        )}
      </ResourceView>
    </Panel>
  );
}

const KIND_TONES: Record<InquiryKind, BadgeTone> = { partner: 'info', affiliate: 'teal', contact: 'neutral' };
const KINDS: Array<InquiryKind | ''> = ['', 'partner', 'affiliate', 'contact'];

function Applications() {
  const list = useResource(adminQueries.inquiries());
  const [kind, setKind] = useState<InquiryKind | ''>('');
  const [limit, setLimit] = useState(PAGE);
  const kindId = useId();
  const all = list.data ?? [];
  const rows = kind ? all.filter((r) => r.kind === kind) : all;
  return (
    <Panel
      title={`Applications and messages${list.data ? ` (${all.length.toLocaleString('en-US')})` : ''}`}
      id="applications"
      actions={
        <>
          <label htmlFor={kindId} className="visually-hidden">
            Show
          </label>
          <select
            id={kindId}
            className={styles.select}
            value={kind}
            onChange={(e) => setKind(e.target.value as InquiryKind | '')}
            style={{ width: 'auto' }}
          >
            {KINDS.map((k) => (
              <option key={k || 'all'} value={k}>
                {k ? `${humanizeKey(k)} only` : 'All kinds'}
              </option>
            ))}
          </select>
          <ExportButton kind="inquiries" label="Applications" />
        </>
      }
    >
      <ResourceView
        resource={list}
        errorTitle="Could not load applications."
        loadingLabel="Loading applications…"
        empty={() =>
          rows.length === 0 ? <EmptyState title={kind ? `No ${kind} applications yet.` : 'No applications or messages yet.'} /> : null
        }
      >
        {() => (
          <>
            <TableWrap label="Applications and messages">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Details</th>
                    <th scope="col">Received</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, limit).map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Badge tone={KIND_TONES[row.kind] ?? 'neutral'}>{humanizeKey(row.kind)}</Badge>
                      </td>
                      <td>{row.name}</td>
                      <td>
                        <a href={`mailto:${row.email}`}>{row.email}</a>
                      </td>
                      <td>
                        <Details details={row.details} />
                      </td>
                      <td className={styles.nowrap}>{formatDateTime(row.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <ShowMore shown={Math.min(limit, rows.length)} total={rows.length} onMore={() => setLimit((n) => n + PAGE)} />
          </>
        )}
      </ResourceView>
    </Panel>
  );
}

function Details({ details }: { details: Inquiry['details'] }) {
  const entries = Object.entries(details ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (!entries.length) return <span className={styles.muted}>—</span>;
  return (
    <dl className={styles.facts} style={{ gap: 'var(--space-1)', minWidth: 260 }}>
      {entries.map(([key, value]) => (
        <div key={key} className={styles.fact}>
          <dt>{humanizeKey(key)}</dt>
          <dd style={{ maxWidth: '52ch', whiteSpace: 'pre-wrap' }}>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  if (total <= PAGE) return null;
  return (
    <div className={styles.pager}>
      <span>
        Showing {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </span>
      {shown < total ? (
        <Button variant="outline" size="sm" onClick={onMore}>
          Show {Math.min(PAGE, total - shown)} more
        </Button>
      ) : null}
    </div>
  );
}
