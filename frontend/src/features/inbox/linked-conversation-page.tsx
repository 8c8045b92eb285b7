import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Container } from '../../components/container';
import { ErrorState, LoadingState } from '../../components/resource-state';
import { isApiError, queryKeys } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { linkedConversationQuery, writeLinkedConversation } from './api';
import { ConversationThread } from '../../components/conversation-thread';
import { ConversationStatusBadge } from '../../components/conversation-status-badge';
import styles from './inbox.module.css';

/**
 * The page the link of our reply mail opens for a sender without an account: the conversation and
 * a box to answer. The signed link is the only key, so the page says to keep it private (it is served
 * from the app shell, which crawlers are told not to index).
 */
export function LinkedConversationPage() {
  usePageTitle('Your conversation with Filebridge');
  const { token = '' } = useParams();
  const client = useQueryClient();
  const thread = useQuery(linkedConversationQuery(token));

  const send = async (body: string) => {
    await writeLinkedConversation(token, body);
    await client.invalidateQueries({ queryKey: queryKeys.conversationLink(token) });
  };

  return (
    <div className={styles.page}>
      <Container narrow>
        {thread.isPending ? (
          <LoadingState card label="Loading the conversation…" />
        ) : thread.isError ? (
          <ErrorState
            card
            error={thread.error}
            title={isApiError(thread.error) && thread.error.status === 404 ? 'This link does not open a conversation.' : undefined}
            onRetry={() => void thread.refetch()}
          />
        ) : (
          <section className={styles.card} aria-labelledby="conversation-title">
            <div className={styles.head}>
              <h1 id="conversation-title" className={styles.title}>
                {thread.data.conversation.topic} <ConversationStatusBadge status={thread.data.conversation.status} />
              </h1>
            </div>
            <p className={styles.muted}>
              Reference {thread.data.conversation.reference}. Anyone with the link from our email can read and answer this conversation, so
              keep it to yourself.
            </p>
            <ConversationThread messages={thread.data.messages} mine={(fromSender) => fromSender} onSend={send} />
          </section>
        )}
      </Container>
    </div>
  );
}
