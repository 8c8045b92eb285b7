import { useState } from 'react';
import { REQUEST_COPY, type BulkSelection, type RequestKind } from '@filebridge/contracts';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { runBulk, runBulkRequests, type BulkResult, type WorkQueueFilters } from '../api/admin-api';

/** Orders per bulk call when a selection is sent in parts, so the bar can show progress. */
const BULK_PART = 25;

type BulkKind = 'take' | 'note' | 'agency_delayed' | 'request';

interface BulkTarget {
  filters: WorkQueueFilters;
  selected: ReadonlySet<string>;
  /** How many orders the filter matches, for the progress of a whole-filter action. */
  matching: number;
  adminId: string;
  requestKind: RequestKind;
  onDone: () => void;
}

/** The work queue's bulk actions, with the progress of the one running. */
export function useBulkAction({ filters, selected, matching, adminId, requestKind, onDone }: BulkTarget) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  /** A selection goes in parts (progress shows); the whole filter goes in one bounded call. */
  const bulk = async (kind: BulkKind, wholeFilter: boolean) => {
    const send = sender(kind);
    if (!send) return;
    const parts: BulkSelection[] = wholeFilter ? [{ filter: filters }] : chunk([...selected], BULK_PART).map((ids) => ({ ids }));
    const total = wholeFilter ? matching : selected.size;
    const sum: BulkResult = { matched: 0, done: 0, skipped: [] };
    setProgress({ done: 0, total });
    try {
      for (const selection of parts) {
        const result = await send(selection);
        sum.matched += result.matched;
        sum.done += result.done;
        sum.skipped.push(...result.skipped);
        setProgress({ done: sum.matched, total });
      }
      toast.success(`Done on ${sum.done} of ${sum.matched} orders${sum.skipped.length ? `; ${sum.skipped.length} skipped` : ''}.`);
      if (sum.skipped.length) toast.message(sum.skipped.map((s) => `${s.orderNumber ?? s.orderId}: ${s.reason}`).join('\n'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'The bulk action failed. Please try again.'));
    } finally {
      setProgress(null);
    }
  };

  /** What a bulk action sends for one part of the selection; null when staff cancel its question. */
  const sender = (kind: BulkKind): ((selection: BulkSelection) => Promise<BulkResult>) | null => {
    if (kind === 'take') return (selection) => runBulk({ selection, action: { kind: 'assign', assigneeId: adminId } });
    if (kind === 'request') {
      const message = window.prompt(`${REQUEST_COPY[requestKind].label}: what should the customer do?`);
      return message ? (selection) => runBulkRequests({ selection, request: { kind: requestKind, message } }) : null;
    }
    if (kind === 'note') {
      const body = window.prompt('Internal note for the team (never shown to customers):');
      return body ? (selection) => runBulk({ selection, action: { kind: 'note', body } }) : null;
    }
    const estimate = window.prompt('The agency’s new estimate (YYYY-MM-DD). Each affected customer is mailed once:');
    return estimate ? (selection) => runBulk({ selection, action: { kind: 'agency_delayed', estimate } }) : null;
  };

  return { progress, bulk };
}

function chunk<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
