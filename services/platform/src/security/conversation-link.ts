import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

/**
 * The link in a reply mail to a sender without an account: a conversation's id, signed apart from
 * every other mailed link. It stays valid as long as the conversation, as the sender may answer
 * weeks later; it opens that one conversation and nothing else.
 */
export const conversationLinkToken = (secret: string, conversationId: string): string =>
  unsubscribeToken(`${secret}:conversation-link`, conversationId);

export const readConversationLinkToken = (secret: string, token: string): string | null =>
  readUnsubscribeToken(`${secret}:conversation-link`, token);
