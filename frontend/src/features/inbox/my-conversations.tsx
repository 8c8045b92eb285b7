import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../components/badge';
import { LinkButton } from '../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/resource-state';
import { queryKeys } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useSessionStore } from '../../stores/session-store';
import { myConversationQuery, myConversationsQuery, writeMyConversation } from './api';
import { ConversationThread } from '../../components/conversation-thread';
import { ConversationStatusBadge } from '../../components/conversation-status-badge';
import styles from './inbox.module.css';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The messages the customer sent us from the contact form with their account's address, newest first. */
export function MyConversationsSection() {
  usePageTitle('Messages | My Account | Filebridge');
  const user = useSessionStore((s) => s.user);
  const list = useQuery(myConversationsQuery());
  const base = `/my/account/${user?.id ?? ''}/messages`;

  return (
    <section className={styles.card} aria-labelledby="conversations-title">
      <h2 id="conversations-title" className={styles.title}>
        Messages with our team
      </h2>
      <p className={styles.muted}>What you wrote to us through the contact form from {user?.email ?? 'your address'}, and our answers.</p>
      {list.isPending ? (
        <LoadingState label="Loading your messages…" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} title="We could not load your messages." />
      ) : list.data.length === 0 ? (
        <EmptyState title="No messages yet.">
          <LinkButton to="/company/contact" variant="outline" size="sm">
            Write to us
          </LinkButton>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Your conversations">
          {list.data.map((c) => (
            <li key={c.id}>
              <Link to={`${base}/${c.id}`} className={styles.listLink}>
                <span className={styles.listTopic}>{c.topic}</span>
                <span className={styles.listBadges}>
                  {c.unread > 0 ? <Badge tone="info">{`${c.unread} new`}</Badge> : null}
                  <ConversationStatusBadge status={c.status} />
                </span>
                <span className={styles.listMeta}>
                  {c.reference} · last message {day(c.lastMessageAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One of the customer's conversations: the thread and a box to answer; answering opens it again. */
export function MyConversationSection() {
  const { conversationId = '' } = useParams();
  const user = useSessionStore((s) => s.user);
  const client = useQueryClient();
  const thread = useQuery(myConversationQuery(conversationId));
  usePageTitle(`${thread.data?.conversation.reference ?? 'Message'} | My Account | Filebridge`);
  const back = `/my/account/${user?.id ?? ''}/messages`;

  if (thread.isPending) return <LoadingState card label="Loading the conversation…" />;
  if (thread.isError)
    return <ErrorState card error={thread.error} onRetry={() => void thread.refetch()} title="We could not load this conversation." />;
  const { conversation, messages } = thread.data;
  const send = async (body: string) => {
    await writeMyConversation(conversationId, body);
    await client.invalidateQueries({ queryKey: queryKeys.my.conversations() });
  };

  return (
    <section className={styles.card} aria-labelledby="conversation-title">
      <div className={styles.head}>
        <h2 id="conversation-title" className={styles.title}>
          {conversation.topic} <ConversationStatusBadge status={conversation.status} />
        </h2>
        <Link to={back}>All messages</Link>
      </div>
      <p className={styles.muted}>Reference {conversation.reference}. We answer within one business day.</p>
      <ConversationThread messages={messages} mine={(fromSender) => fromSender} onSend={send} />
    </section>
  );
}
