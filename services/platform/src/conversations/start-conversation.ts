import type { EntityManager } from 'typeorm';
import { ConversationEntity, ConversationMessageEntity } from '../database/entities';

export interface ConversationStart {
  inquiryId: string;
  name: string;
  email: string;
  topic: string;
  message: string;
}

/**
 * A contact-form message opens a conversation whose first message is the sender's question. Called
 * in the transaction storing the inquiry, so neither exists without the other.
 */
export async function startConversation(m: EntityManager, start: ConversationStart): Promise<void> {
  const conversation = await m.getRepository(ConversationEntity).save({
    inquiryId: start.inquiryId,
    name: start.name,
    email: start.email,
    topic: start.topic,
  });
  await m.getRepository(ConversationMessageEntity).save({
    conversationId: conversation.id,
    fromSender: true,
    author: 'sender',
    body: start.message,
    readAt: null,
  });
}
