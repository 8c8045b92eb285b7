/**
 * A contact-form message is a conversation between its sender and the team. Staff answering it
 * leave it waiting on the sender; a new message from the sender opens it again, even a closed one.
 */
export const CONVERSATION_STATUSES = ['open', 'waiting', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_STATUS_LABELS: Readonly<Record<ConversationStatus, string>> = {
  open: 'Open',
  waiting: 'Waiting on sender',
  closed: 'Closed',
};

/** The status a conversation takes when one side writes in it. */
export const statusAfterMessage = (fromSender: boolean): ConversationStatus => (fromSender ? 'open' : 'waiting');

/** Whose conversations the console lists. */
export const CONVERSATION_SCOPES = ['all', 'mine', 'unassigned'] as const;
export type ConversationScope = (typeof CONVERSATION_SCOPES)[number];

/** The reply mail of one staff message, so a retried job never mails the sender twice. */
export const conversationReplyMailKey = (messageId: string): string => `conversation-reply-${messageId}`;
