import { CONVERSATION_STATUS_LABELS, type ConversationStatus } from '@filebridge/contracts';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<ConversationStatus, BadgeTone> = { open: 'info', waiting: 'warning', closed: 'neutral' };

export function ConversationStatusBadge({ status }: { status: ConversationStatus }) {
  return <Badge tone={TONES[status]}>{CONVERSATION_STATUS_LABELS[status]}</Badge>;
}
