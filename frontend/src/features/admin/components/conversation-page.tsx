import { STAFF_PHASE_LABELS, type ConversationStatus } from '@filebridge/contracts';
import { Link, useParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Badge, StatusBadge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { errorMessage, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminStore } from '../../../stores/admin-store';
import { ConversationStatusBadge } from '../../../components/conversation-status-badge';
import { ConversationThread } from '../../../components/conversation-thread';
import { assignConversation, replyToConversation, setConversationStatus, type StaffThread } from '../api/admin-api';
import { adminQueries, useConversationChange, useResource } from '../api/queries';
import { formatDate, formatDateTime } from '../lib/format';
import { PageHeader, Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './order-detail-page.module.css';

export function ConversationRoute() {
  const { conversationId = '' } = useParams();
  return <ConversationPage key={conversationId} conversationId={conversationId} />;
}

/** One conversation: the thread and the answer box, who has it and its status, and the sender's orders. */
export function ConversationPage({ conversationId }: { conversationId: string }) {
  const { adminId = '' } = useParams();
  const thread = useResource(adminQueries.conversation(conversationId));
  const reference = thread.data?.conversation.reference;
  usePageTitle(`${reference ? `Conversation ${reference}` : 'Conversation'} | Admin | Filebridge`);
  const base = `/admin/dashboard/${adminId}`;
  const reply = useConversationChange((body: string) => replyToConversation(conversationId, body));

  const back = (
    <Link to={`${base}/inbox`} className={local.back}>
      ← Inbox
    </Link>
  );

  if (!thread.data) {
    const notFound = isApiError(thread.error) && thread.error.status === 404;
    return (
      <>
        {back}
        <PageHeader title="Conversation" />
        <Panel>
          {notFound ? (
            <EmptyState title="Conversation not found." />
          ) : thread.error ? (
            <ErrorState error={thread.error} onRetry={thread.reload} title="Could not load this conversation." />
          ) : (
            <LoadingState label="Loading the conversation…" />
          )}
        </Panel>
      </>
    );
  }

  const { conversation: c, messages, orders } = thread.data;
  return (
    <>
      {back}
      <PageHeader
        title={c.topic}
        description={
          <>
            {c.reference} · from {c.name} &lt;{c.email}&gt; · <ConversationStatusBadge status={c.status} />
          </>
        }
      />
      <div className={styles.grid2}>
        <Panel title="Messages" id="conversation-messages">
          <ConversationThread
            messages={messages}
            mine={(fromSender) => !fromSender}
            onSend={(body) => reply.mutateAsync(body)}
            label="Reply to the sender"
            hint="Mailed to the sender with their first message; the conversation then waits on them."
          />
        </Panel>
        <div>
          <Handling conversation={c} />
          <Orders orders={orders} base={base} customer={c.customer} />
        </div>
      </div>
    </>
  );
}

/** Who has the conversation and where it stands, with the moves staff make on it. */
function Handling({ conversation: c }: { conversation: StaffThread['conversation'] }) {
  const me = useAdminStore((s) => s.admin);
  const assign = useConversationChange((assigneeId: string | null) => assignConversation(c.id, assigneeId));
  const status = useConversationChange((to: ConversationStatus) => setConversationStatus(c.id, to));
  const run = async (change: Promise<unknown>, done: string) => {
    try {
      await change;
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, 'That did not work. Please try again.'));
    }
  };
  const mine = !!me && c.assignee?.id === me.id;

  return (
    <Panel title="Handling" id="conversation-handling">
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Assigned to</dt>
          <dd>{c.assignee ? (mine ? `You (${c.assignee.email})` : c.assignee.email) : 'Nobody'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Status</dt>
          <dd>
            <ConversationStatusBadge status={c.status} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Received</dt>
          <dd>{formatDateTime(c.createdAt)}</dd>
        </div>
      </dl>
      <div className={styles.toolbar} style={{ marginTop: 'var(--space-4)', marginBottom: 0 }}>
        {!mine && me ? (
          <Button size="sm" loading={assign.isPending} onClick={() => void run(assign.mutateAsync(me.id), 'The conversation is yours.')}>
            Take it
          </Button>
        ) : null}
        {c.assignee ? (
          <Button
            size="sm"
            variant="outline"
            loading={assign.isPending}
            onClick={() => void run(assign.mutateAsync(null), 'The conversation is unassigned.')}
          >
            Unassign
          </Button>
        ) : null}
        {c.status === 'closed' ? (
          <Button size="sm" variant="outline" loading={status.isPending} onClick={() => void run(status.mutateAsync('open'), 'Reopened.')}>
            Reopen
          </Button>
        ) : (
          <Button size="sm" variant="outline" loading={status.isPending} onClick={() => void run(status.mutateAsync('closed'), 'Closed.')}>
            Close
          </Button>
        )}
      </div>
    </Panel>
  );
}

function Orders({ orders, base, customer }: { orders: StaffThread['orders']; base: string; customer: boolean }) {
  return (
    <Panel title="Sender’s orders" id="conversation-orders">
      {!customer ? (
        <p className={styles.muted}>The sender’s address is not the verified address of a customer account.</p>
      ) : orders.length === 0 ? (
        <p className={styles.muted}>The sender has an account but no orders.</p>
      ) : (
        <TableWrap label="Sender’s orders">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Service</th>
                <th scope="col">Phase</th>
                <th scope="col">Placed</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td className={styles.nowrap}>
                    <Link to={`${base}/orders/${o.id}`}>{o.orderNumber}</Link>
                  </td>
                  <td>{o.serviceName}</td>
                  <td>{o.phase ? <Badge tone="info">{STAFF_PHASE_LABELS[o.phase]}</Badge> : <StatusBadge status={o.status} />}</td>
                  <td className={styles.nowrap}>{formatDate(o.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Panel>
  );
}
