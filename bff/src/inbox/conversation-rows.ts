import type { EntityManager } from 'typeorm';
import { BRAND_NAME, type ConversationMessageDto, type ConversationStatus, type StaffConversation } from '@filebridge/contracts';
import { ConversationMessageEntity } from '@filebridge/platform';

/** Who reads a thread: the sender sees the team, staff see each other's addresses. */
export type ThreadReader = 'sender' | 'staff';

interface StaffRow {
  id: string;
  reference: string;
  topic: string;
  status: ConversationStatus;
  name: string;
  email: string;
  created_at: Date;
  last_message_at: Date;
  assignee_id: string | null;
  assignee_email: string | null;
  unread: number;
  customer: boolean;
}

/** The conversations as staff list them; `where` filters `c` with `params`, `tail` orders and limits the result. */
export async function staffConversations(
  m: EntityManager,
  where: string,
  params: unknown[],
  tail = 'ORDER BY (unread > 0) DESC, last_message_at DESC, id',
): Promise<StaffConversation[]> {
  const rows = await m.query<StaffRow[]>(
    `SELECT * FROM (
     SELECT c.id, c.reference, c.topic, c.status, c.name, c.email, c.created_at, c.last_message_at, c.assignee_id,
            a.email AS assignee_email,
            (SELECT count(*)::int FROM conversation_messages u
              WHERE u.conversation_id = c.id AND u.from_sender AND u.read_at IS NULL) AS unread,
            EXISTS (SELECT 1 FROM accounts x
                     WHERE lower(x.email) = lower(c.email) AND x.role = 'customer' AND x.email_verified_at IS NOT NULL) AS customer
       FROM conversations c LEFT JOIN accounts a ON a.id = c.assignee_id
      WHERE ${where}) listed ${tail}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    topic: r.topic,
    status: r.status,
    name: r.name,
    email: r.email,
    createdAt: r.created_at.toISOString(),
    lastMessageAt: r.last_message_at.toISOString(),
    assignee: r.assignee_id ? { id: r.assignee_id, email: r.assignee_email ?? '' } : null,
    unread: r.unread,
    customer: r.customer,
  }));
}

export function messageDto(r: ConversationMessageEntity, reader: ThreadReader, senderName: string): ConversationMessageDto {
  const author = r.fromSender ? (reader === 'sender' ? 'You' : senderName) : reader === 'sender' ? `${BRAND_NAME} team` : r.author;
  return {
    id: r.id,
    fromSender: r.fromSender,
    author,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  };
}

/**
 * The thread oldest first, after marking the other side's messages read: opening it is reading
 * them, as in an order's thread.
 */
export async function readThread(
  m: EntityManager,
  conversationId: string,
  reader: ThreadReader,
  senderName: string,
): Promise<ConversationMessageDto[]> {
  await m.query(`UPDATE conversation_messages SET read_at = now() WHERE conversation_id = $1 AND from_sender = $2 AND read_at IS NULL`, [
    conversationId,
    reader === 'staff',
  ]);
  const rows = await m.getRepository(ConversationMessageEntity).find({ where: { conversationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map((r) => messageDto(r, reader, senderName));
}
