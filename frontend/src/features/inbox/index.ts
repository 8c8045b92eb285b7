export { ConversationThread } from './conversation-thread';
export { ConversationStatusBadge } from './status-badge';
export type { ConversationMessage } from './api';
