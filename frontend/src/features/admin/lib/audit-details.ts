import type { AuditEntry } from '../api/admin-api';
import { formatCents, humanizeKey, statusLabel } from './format';

const ACTIONS: Record<string, string> = {
  'order.transition': 'Changed order status',
  'order.refund': 'Refunded order at Stripe',
  'service.update': 'Updated service',
  'package.update': 'Updated package',
  'job.retry': 'Retried job',
  'job.retry-all': 'Retried all failed jobs',
  'staff.invite': 'Invited a staff member',
  'staff.join': 'Joined the staff',
  'staff.role': 'Changed a staff role',
  'staff.deactivate': 'Deactivated a staff member',
  'staff.second-factor-reset': 'Reset a second factor',
  'staff.second-factor-on': 'Turned on two-step sign-in',
  'order.assign': 'Assigned an order',
  'order.note': 'Added an internal note',
  'order.request': 'Asked the customer',
  'order.request-withdraw': 'Withdrew a request',
  'order.phase': 'Moved a filing',
  'order.document-upload': 'Filed a document',
  'intake.reveal': 'Revealed a sensitive value',
  'data.export': 'Exported a list',
  'view.save': 'Saved a queue view',
  'view.delete': 'Deleted a queue view',
  'conversation.reply': 'Answered a conversation',
  'conversation.assign': 'Assigned a conversation',
  'conversation.status': 'Changed a conversation’s status',
};

export const actionLabel = (action: string) => ACTIONS[action] ?? humanizeKey(action);

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'priceCents' && typeof value === 'number') return formatCents(value);
  if (key === 'status' && typeof value === 'string') return humanizeKey(value);
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const FIELD_NAMES: Record<string, string> = {
  priceCents: 'Price',
  pricePlus: 'Price suffix',
  benefitList: 'Benefits',
  buttonText: 'Button text',
};

/** Human lines for an entry's details: "Paid → In progress", "Price: $99.00 → $120.00", "Assignee: Nobody → ops@…". */
export function describeDetails(entry: Pick<AuditEntry, 'action' | 'details' | 'before' | 'after'>): string[] {
  const d = entry.details ?? {};
  if (entry.action === 'order.transition') {
    const lines = [`${statusLabel(d.from as string)} → ${statusLabel(d.to as string)}`];
    if (d.note) lines.push(`Note: ${String(d.note)}`);
    return lines;
  }
  if (entry.action === 'order.refund') {
    const amount = typeof d.amountCents === 'number' ? formatCents(d.amountCents) : 'The whole refundable amount';
    return [`Refund: ${amount}`, `Reason: ${String(d.reason ?? '')}`];
  }
  if (entry.action === 'order.assign') {
    const who = (side: Record<string, unknown> | null) => (side?.assignee ? String(side.assignee) : 'Nobody');
    return [`Assignee: ${who(entry.before)} → ${who(entry.after)}`, ...(d.bulk ? ['In a bulk action'] : [])];
  }
  if (entry.action === 'job.retry-all') return [`${Number(d.count ?? 0).toLocaleString('en-US')} failed jobs`];
  return Object.entries(d).map(([key, value]) => {
    const name = FIELD_NAMES[key] ?? humanizeKey(key);
    if (value && typeof value === 'object' && 'to' in (value as object)) {
      const change = value as { from?: unknown; to?: unknown };
      return `${name}: ${show(key, change.from)} → ${show(key, change.to)}`;
    }
    return `${name}: ${show(key, value)}`;
  });
}
