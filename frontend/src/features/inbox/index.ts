export { ConversationThread } from './conversation-thread';
export { ConversationStatusBadge } from './status-badge';
