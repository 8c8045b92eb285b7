import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EMAIL_UNVERIFIED,
  statusAfterMessage,
  type ConversationMessageDto,
  type SenderConversation,
  type SenderThread,
} from '@filebridge/contracts';
import { CONFIG, ConversationMessageEntity, readConversationLinkToken, type AppConfig } from '@filebridge/platform';
import type { Principal } from '../common';
import { messageDto, readThread, type ThreadReader } from './conversation-rows';
import { CONVERSATION_NOT_FOUND, INVALID_LINK } from './not-found';

interface SenderRow {
  id: string;
  reference: string;
  topic: string;
  status: SenderConversation['status'];
  name: string;
  created_at: Date;
  last_message_at: Date;
  unread: number;
}

/**
 * The sender's side of a conversation. A customer reaches the conversations written from their
 * account's address once they have proved they own it; anyone else reaches one conversation by the
 * signed link of its reply mail. Either answers 404 for a conversation that is not theirs.
 */
@Injectable()
export class SenderConversationsService {
  constructor(
    private readonly ds: DataSource,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async listMine(customer: Principal): Promise<SenderConversation[]> {
    const rows = await this.rows(this.ds.manager, 'lower(c.email) = lower($1)', [verifiedEmailOf(customer)]);
    return rows.map(summary);
  }

  openMine(customer: Principal, id: string): Promise<SenderThread> {
    const email = verifiedEmailOf(customer);
    return this.ds.transaction((m) => this.open(m, 'c.id = $1 AND lower(c.email) = lower($2)', [id, email]));
  }

  writeMine(customer: Principal, id: string, body: string): Promise<ConversationMessageDto> {
    const email = verifiedEmailOf(customer);
    return this.ds.transaction((m) => this.write(m, 'id = $1 AND lower(email) = lower($2)', [id, email], body));
  }

  openByLink(token: string): Promise<SenderThread> {
    const id = this.linked(token);
    return this.ds.transaction((m) => this.open(m, 'c.id = $1', [id]));
  }

  writeByLink(token: string, body: string): Promise<ConversationMessageDto> {
    const id = this.linked(token);
    return this.ds.transaction((m) => this.write(m, 'id = $1', [id], body));
  }

  private linked(token: string): string {
    const id = readConversationLinkToken(this.config.XSRF_SECRET, token);
    if (!id) throw new NotFoundException(INVALID_LINK);
    return id;
  }

  private async open(m: EntityManager, where: string, params: unknown[]): Promise<SenderThread> {
    const [found] = await this.rows(m, where, params);
    if (!found) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    const messages = await readThread(m, found.id, 'sender', found.name);
    return { conversation: { ...summary(found), unread: 0 }, messages };
  }

  /** The sender writes: the conversation is open again, whatever its status was, and shows unread in the console. */
  private async write(m: EntityManager, where: string, params: unknown[], body: string): Promise<ConversationMessageDto> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [[c]] = await m.query<[{ id: string; name: string }[], number]>(
      `UPDATE conversations SET status = $${params.length + 1}, last_message_at = now() WHERE ${where} RETURNING id, name`,
      [...params, statusAfterMessage(true)],
    );
    if (!c) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    const message = await m
      .getRepository(ConversationMessageEntity)
      .save({ conversationId: c.id, fromSender: true, author: 'sender', body, readAt: null });
    return messageDto(message, 'sender' satisfies ThreadReader, c.name);
  }

  private rows(m: EntityManager, where: string, params: unknown[]): Promise<SenderRow[]> {
    return m.query<SenderRow[]>(
      `SELECT c.id, c.reference, c.topic, c.status, c.name, c.created_at, c.last_message_at,
              (SELECT count(*)::int FROM conversation_messages u
                WHERE u.conversation_id = c.id AND NOT u.from_sender AND u.read_at IS NULL) AS unread
         FROM conversations c WHERE ${where} ORDER BY c.last_message_at DESC, c.id`,
      params,
    );
  }
}

/** The customer's address, once they proved they own it: else anyone signing up with another's address would read their mail. */
function verifiedEmailOf(customer: Principal): string {
  if (!customer.emailVerified) throw new ForbiddenException(EMAIL_UNVERIFIED);
  return customer.email;
}

function summary(r: SenderRow): SenderConversation {
  return {
    id: r.id,
    reference: r.reference,
    topic: r.topic,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    lastMessageAt: r.last_message_at.toISOString(),
    unread: r.unread,
  };
}
