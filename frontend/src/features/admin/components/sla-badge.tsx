import { SLA_STATE_LABELS, type SlaState } from '@filebridge/contracts';
import { Badge, type BadgeTone } from '../../../components/badge';
import { formatDateTime } from '../lib/format';

const SLA_TONES: Record<SlaState, BadgeTone> = { due: 'success', due_soon: 'warning', overdue: 'danger', paused: 'neutral' };

/** Where an order stands against its promise, with when it runs out. */
export function SlaBadge({ sla }: { sla: { state: SlaState; dueAt: string | null } }) {
  return (
    <Badge tone={SLA_TONES[sla.state]} status={sla.state}>
      {SLA_STATE_LABELS[sla.state]}
      {sla.dueAt ? ` · ${formatDateTime(sla.dueAt)}` : ''}
    </Badge>
  );
}
