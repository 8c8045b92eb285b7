/** The staff side of an order on its screen: who works it, its promise, and the team's internal notes. */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { addOrderNote, fetchOrderWork, takeOrder } from '../api/admin-api';
import { formatDateTime } from '../lib/format';
import { Panel } from './ui';
import { SlaBadge } from './work-queue-page';

export function OrderWorkPanel({ orderId }: { orderId: string }) {
  const client = useQueryClient();
  const key = ['admin', 'order-work', orderId] as const;
  const work = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchOrderWork(orderId, signal) });
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: key });

  const add = async () => {
    setBusy(true);
    try {
      await addOrderNote(orderId, note);
      setNote('');
      refresh();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not add the note.'));
    } finally {
      setBusy(false);
    }
  };

  const take = async () => {
    try {
      await takeOrder(orderId);
      refresh();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not take the order.'));
    }
  };

  const w = work.data;
  return (
    <Panel title="Team" id="order-work">
      {w ? (
        <>
          <p>
            <SlaBadge sla={w.sla} />{' '}
            {w.assignee ? (
              <>Assigned to {w.assignee.email}</>
            ) : (
              <Button size="sm" variant="outline" onClick={() => void take()}>
                Take
              </Button>
            )}
          </p>
          <h3>Internal notes</h3>
          <p>Only staff see these notes; customers never do.</p>
          {w.notes.length ? (
            <ul aria-label="Internal notes">
              {w.notes.map((n) => (
                <li key={n.id}>
                  <strong>{n.authorEmail}</strong> · {formatDateTime(n.createdAt)}
                  <div>{n.body}</div>
                </li>
              ))}
            </ul>
          ) : (
            <p>No notes yet.</p>
          )}
          <label>
            <span className="visually-hidden">New internal note</span>
            <textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
              maxLength={5000}
              placeholder="Add a note for the team"
            />
          </label>
          <Button size="sm" onClick={() => void add()} disabled={!note.trim()} loading={busy} loadingText="Adding…">
            Add note
          </Button>
        </>
      ) : (
        <p>{work.error ? errorMessage(work.error, 'Could not load the team’s notes.') : 'Loading…'}</p>
      )}
    </Panel>
  );
}
