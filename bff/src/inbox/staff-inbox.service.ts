import { Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  conversationReplyMailKey,
  statusAfterMessage,
  type ConversationMessageDto,
  type ConversationScope,
  type ConversationStatus,
  type LinkedOrder,
  type StaffConversation,
  type StaffConversationList,
  type StaffThread,
} from '@filebridge/contracts';
import { CONFIG, ConversationMessageEntity, conversationLinkToken, siteOrigin, writeOutbox, type AppConfig } from '@filebridge/platform';
import type { Principal } from '../common';
import { messageDto, readThread, staffConversations } from './conversation-rows';
import { CONVERSATION_NOT_FOUND, NOT_STAFF } from './not-found';

/** How many conversations one list holds, those with unread messages first. */
const LIST_LIMIT = 500;
/** How many of the sender's orders a conversation shows, newest first. */
const ORDERS_LIMIT = 50;

/**
 * Staff answering contact-form conversations. Every change takes the caller's transaction, so the
 * controller records it in the audit log in the same commit.
 */
@Injectable()
export class StaffInboxService {
  private readonly site: string;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {
    this.site = siteOrigin(config);
  }

  async list(
    m: EntityManager,
    staffId: string,
    q: { status?: ConversationStatus; scope: ConversationScope },
  ): Promise<StaffConversationList> {
    const where = ['($1::text IS NULL OR c.status = $1)'];
    if (q.scope === 'mine') where.push('c.assignee_id = $2');
    if (q.scope === 'unassigned') where.push('c.assignee_id IS NULL');
    const params = [q.status ?? null, ...(q.scope === 'mine' ? [staffId] : [])];
    const items = await staffConversations(
      m,
      where.join(' AND '),
      params,
      `ORDER BY (unread > 0) DESC, last_message_at DESC, id LIMIT ${LIST_LIMIT}`,
    );
    const [counts] = await m.query<StaffConversationList['counts'][]>(
      `SELECT count(*) FILTER (WHERE status = 'open')::int AS open,
              count(*) FILTER (WHERE status = 'waiting')::int AS waiting,
              count(*) FILTER (WHERE status = 'closed')::int AS closed,
              count(*) FILTER (WHERE status <> 'closed' AND assignee_id = $1)::int AS mine,
              count(*) FILTER (WHERE status <> 'closed' AND assignee_id IS NULL)::int AS unassigned,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM conversation_messages u
                                              WHERE u.conversation_id = c.id AND u.from_sender AND u.read_at IS NULL))::int AS unread
         FROM conversations c`,
      [staffId],
    );
    return { items, counts: counts! };
  }

  /**
   * The conversation with its thread (now read) and, when the sender's address is a customer's
   * verified one, their orders: an account merely typed with someone's address links nothing.
   */
  async open(m: EntityManager, id: string): Promise<StaffThread> {
    const before = await this.find(m, id);
    const messages = await readThread(m, id, 'staff', before.name);
    const conversation = await this.find(m, id);
    const orders = await m.query<
      {
        id: string;
        order_number: string;
        service_name: string;
        status: LinkedOrder['status'];
        phase: LinkedOrder['phase'];
        created_at: Date;
      }[]
    >(
      `SELECT o.id, o.order_number, s.name AS service_name, o.status, o.phase, o.created_at
         FROM orders o JOIN accounts a ON a.id = o.account_id JOIN services s ON s.id = o.service_id
        WHERE lower(a.email) = lower($1) AND a.role = 'customer' AND a.email_verified_at IS NOT NULL
        ORDER BY o.created_at DESC LIMIT ${ORDERS_LIMIT}`,
      [conversation.email],
    );
    return {
      conversation,
      messages,
      orders: orders.map((o) => ({
        id: o.id,
        orderNumber: o.order_number,
        serviceName: o.service_name,
        status: o.status,
        phase: o.phase,
        createdAt: o.created_at.toISOString(),
      })),
    };
  }

  /**
   * Answers the sender: the message, the conversation waiting on them, and the one mail of this
   * answer commit together. A sender whose verified address is an account's answers from their
   * account; anyone else through the conversation's signed link.
   */
  async reply(m: EntityManager, id: string, staff: Principal, body: string, correlationId?: string): Promise<ConversationMessageDto> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [[c]] = await m.query<[{ id: string; reference: string; name: string; email: string; topic: string }[], number]>(
      `UPDATE conversations SET status = $2, last_message_at = now() WHERE id = $1 RETURNING id, reference, name, email, topic`,
      [id, statusAfterMessage(false)],
    );
    if (!c) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    const message = await m
      .getRepository(ConversationMessageEntity)
      .save({ conversationId: id, fromSender: false, author: staff.email, body, readAt: null });
    const [question] = await m.query<{ body: string }[]>(
      `SELECT body FROM conversation_messages WHERE conversation_id = $1 AND from_sender ORDER BY created_at, id LIMIT 1`,
      [id],
    );
    const [account] = await m.query<{ id: string }[]>(
      `SELECT id FROM accounts WHERE lower(email) = lower($1) AND role = 'customer' AND email_verified_at IS NOT NULL`,
      [c.email],
    );
    const replyUrl = account
      ? `${this.site}/my/account/${account.id}/messages/${id}`
      : `${this.site}/conversation/${conversationLinkToken(this.config.XSRF_SECRET, id)}`;
    const key = conversationReplyMailKey(message.id);
    await writeOutbox(
      m,
      'mail.send',
      {
        idempotencyKey: key,
        template: 'conversation-reply',
        to: c.email,
        data: {
          name: c.name,
          reference: c.reference,
          topic: c.topic,
          reply: body,
          question: question?.body ?? '',
          replyUrl,
          ...(account && { account: true }),
        },
        correlationId,
      },
      key,
    );
    return messageDto(message, 'staff', c.name);
  }

  /** Gives the conversation to a staff member, or to nobody. */
  async assign(m: EntityManager, id: string, assigneeId: string | null): Promise<StaffConversation> {
    if (assigneeId) {
      const [staff] = await m.query<unknown[]>(`SELECT 1 FROM accounts WHERE id = $1 AND role = 'admin'`, [assigneeId]);
      if (!staff) throw new UnprocessableEntityException(NOT_STAFF);
    }
    const [, changed] = await m.query<[unknown[], number]>(`UPDATE conversations SET assignee_id = $2 WHERE id = $1`, [id, assigneeId]);
    if (!changed) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return this.find(m, id);
  }

  async setStatus(
    m: EntityManager,
    id: string,
    status: ConversationStatus,
  ): Promise<{ conversation: StaffConversation; from: ConversationStatus }> {
    const [[row]] = await m.query<[{ from: ConversationStatus }[], number]>(
      `UPDATE conversations c SET status = $2 FROM conversations old WHERE c.id = $1 AND old.id = c.id RETURNING old.status AS from`,
      [id, status],
    );
    if (!row) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return { conversation: await this.find(m, id), from: row.from };
  }

  private async find(m: EntityManager, id: string): Promise<StaffConversation> {
    const [found] = await staffConversations(m, 'c.id = $1', [id], '');
    if (!found) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return found;
  }
}
