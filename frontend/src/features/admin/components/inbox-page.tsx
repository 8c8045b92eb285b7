import {
  CONVERSATION_SCOPES,
  CONVERSATION_STATUS_LABELS,
  CONVERSATION_STATUSES,
  type ConversationScope,
  type ConversationStatus,
} from '@filebridge/contracts';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/badge';
import { EmptyState, ResourceView } from '../../../components/resource-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConversationStatusBadge } from '../../../components/conversation-status-badge';
import type { ConversationList, ConversationQuery } from '../api/admin-api';
import { adminQueries, useResource } from '../api/queries';
import { formatDateTime } from '../lib/format';
import { PageHeader, Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';

const SCOPE_LABELS: Record<ConversationScope, string> = { all: 'Everyone’s', mine: 'Mine', unassigned: 'Unassigned' };

/** The filters, read from the address so a filtered inbox can be reloaded and shared. */
function useInboxFilter(): [ConversationQuery, (next: ConversationQuery) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const scope = params.get('scope');
  const query: ConversationQuery = {
    ...(CONVERSATION_STATUSES.includes(status as ConversationStatus) && { status: status as ConversationStatus }),
    scope: CONVERSATION_SCOPES.includes(scope as ConversationScope) ? (scope as ConversationScope) : 'all',
  };
  const set = (next: ConversationQuery) =>
    setParams(
      Object.fromEntries(
        Object.entries({ status: next.status, scope: next.scope === 'all' ? undefined : next.scope }).filter(([, v]) => v) as [
          string,
          string,
        ][],
      ),
      { replace: true },
    );
  return [query, set];
}

/** Contact-form conversations: those with unread sender messages first, filtered by status and assignee. */
export function InboxPage() {
  usePageTitle('Inbox | Admin | Filebridge');
  const { adminId = '' } = useParams();
  const [query, setQuery] = useInboxFilter();
  const list = useResource(adminQueries.conversations(query));
  const counts = list.data?.counts;
  const statusId = useId();
  const scopeId = useId();
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n.toLocaleString('en-US')})`);

  return (
    <>
      <PageHeader
        title="Inbox"
        description={
          counts
            ? `${counts.unread.toLocaleString('en-US')} conversation${counts.unread === 1 ? '' : 's'} with unread messages · ${counts.open.toLocaleString('en-US')} open`
            : 'Messages from the contact form and the answers to them.'
        }
      />
      <Panel>
        <div className={styles.toolbar} role="search" aria-label="Filter conversations">
          <div className={styles.control}>
            <label htmlFor={statusId} className={styles.controlLabel}>
              Status
            </label>
            <select
              id={statusId}
              className={styles.select}
              value={query.status ?? ''}
              onChange={(e) => setQuery({ ...query, status: (e.target.value || undefined) as ConversationStatus | undefined })}
            >
              <option value="">All statuses</option>
              {CONVERSATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CONVERSATION_STATUS_LABELS[s]}
                  {count(counts?.[s])}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.control}>
            <label htmlFor={scopeId} className={styles.controlLabel}>
              Assigned to
            </label>
            <select
              id={scopeId}
              className={styles.select}
              value={query.scope}
              onChange={(e) => setQuery({ ...query, scope: e.target.value as ConversationScope })}
            >
              {CONVERSATION_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {SCOPE_LABELS[s]}
                  {s === 'all' ? '' : count(counts?.[s])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ResourceView
          resource={list}
          errorTitle="Could not load the inbox."
          loadingLabel="Loading conversations…"
          empty={(data) => (data.items.length === 0 ? <EmptyState title="No conversations match these filters." /> : null)}
        >
          {(data) => <ConversationTable items={data.items} base={`/admin/dashboard/${adminId}/inbox`} busy={list.loading} />}
        </ResourceView>
      </Panel>
    </>
  );
}

function ConversationTable({ items, base, busy }: { items: ConversationList['items']; base: string; busy: boolean }) {
  return (
    <TableWrap label="Conversations" busy={busy}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Conversation</th>
            <th scope="col">Status</th>
            <th scope="col">From</th>
            <th scope="col">Assigned to</th>
            <th scope="col">Last message</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id}>
              <td>
                <Link to={`${base}/${c.id}`}>
                  <strong>{c.topic}</strong>
                </Link>{' '}
                <div className={styles.muted}>{c.reference}</div>
              </td>
              <td>
                <ConversationStatusBadge status={c.status} /> {c.unread > 0 ? <Badge tone="info">{`${c.unread} unread`}</Badge> : null}
              </td>
              <td>
                {c.name} {c.customer ? <Badge tone="teal">Customer</Badge> : null}
                <div className={styles.muted}>{c.email}</div>
              </td>
              <td>{c.assignee ? c.assignee.email : <span className={styles.muted}>Nobody</span>}</td>
              <td className={styles.nowrap}>{formatDateTime(c.lastMessageAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
