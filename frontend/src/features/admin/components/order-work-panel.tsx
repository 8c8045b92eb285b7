/** The staff side of an order on its screen: who works it, its promise, and the team's internal notes. */
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { useStaffCan } from '../../../stores/admin-store';
import { addOrderNote, fetchOrderWork, takeOrder } from '../api/admin-api';
import { formatDateTime } from '../lib/format';
import { Panel } from '../../../components/admin-ui';
import { SlaBadge } from './sla-badge';
import styles from '../../../components/admin-ui.module.css';
import local from './order-work-panel.module.css';

export function OrderWorkPanel({ orderId }: { orderId: string }) {
  const client = useQueryClient();
  const key = ['admin', 'order-work', orderId] as const;
  const work = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchOrderWork(orderId, signal) });
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const canWork = useStaffCan('orders.work');
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
          <p className={local.status}>
            <SlaBadge sla={w.sla} />
            {w.assignee ? (
              <span>Assigned to {w.assignee.email}</span>
            ) : !canWork ? (
              <span>Not assigned</span>
            ) : (
              <Button size="sm" variant="outline" onClick={() => void take()}>
                Take
              </Button>
            )}
          </p>
          <h3 className={local.heading}>Internal notes</h3>
          <p className={styles.muted}>Only staff see these notes; customers never do.</p>
          {w.notes.length ? (
            <ul className={local.notes} aria-label="Internal notes">
              {w.notes.map((n) => (
                <li key={n.id} className={local.note}>
                  <div className={styles.muted}>
                    {n.authorEmail} · {formatDateTime(n.createdAt)}
                  </div>
                  {n.body}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No notes yet.</p>
          )}
          {canWork ? (
            <div className={local.form}>
              <label className="visually-hidden" htmlFor={noteId}>
                New internal note
              </label>
              <textarea
                id={noteId}
                className={styles.textarea}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
                maxLength={5000}
                placeholder="Add a note for the team"
              />
              <Button size="sm" onClick={() => void add()} disabled={!note.trim()} loading={busy} loadingText="Adding…">
                Add note
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <p>{work.error ? errorMessage(work.error, 'Could not load the team’s notes.') : 'Loading…'}</p>
      )}
    </Panel>
  );
}
